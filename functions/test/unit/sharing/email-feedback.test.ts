// SES feedback on in-memory ports: a permanent bounce or a complaint suppresses the address and
// marks the invitation; a transient bounce changes nothing.
import { describe, expect, it } from 'vitest';
import { applyEmailFeedback } from '../../../src/domain/sharing/email-feedback';
import { sharingWorld } from './sharing-fixture';

const invite = { participantId: 'child-1', channel: 'Email', recipient: 'friend@example.org' } as const;

async function invited() {
  const ports = sharingWorld();
  await ports.invites.claimInvite({
    ...invite,
    eventId: 'event-1',
    sendKey: 'send-1',
    invitedByUserId: 'parent-1',
    sentAt: '2026-05-04T15:00:00.000Z',
  });
  await ports.invites.settleInvite(invite, { status: 'Sent', messageId: 'm-1' });
  return ports;
}

const bounce = (bounceType: string) =>
  JSON.stringify({
    eventType: 'Bounce',
    bounce: { bounceType, bouncedRecipients: [{ emailAddress: ' Friend@Example.org ' }] },
    mail: { tags: { participantId: ['child-1'] } },
  });

describe('email feedback', () => {
  it('suppresses a permanently bounced address and marks its invitation', async () => {
    const ports = await invited();
    expect(await applyEmailFeedback(ports, bounce('Permanent'))).toEqual({
      suppressed: ['friend@example.org'],
    });
    expect(ports.suppressions.reasons.get('friend@example.org')).toBe('Bounced');
    expect(ports.invites.get(invite)?.status).toBe('Bounced');
  });

  it('suppresses a complaint', async () => {
    const ports = await invited();
    const complaint = JSON.stringify({
      notificationType: 'Complaint',
      complaint: { complainedRecipients: [{ emailAddress: 'friend@example.org' }] },
      mail: { tags: { participantId: ['child-1'] } },
    });
    await applyEmailFeedback(ports, complaint);
    expect(ports.suppressions.reasons.get('friend@example.org')).toBe('Complained');
    expect(ports.invites.get(invite)?.status).toBe('Complained');
  });

  it('ignores, with a warning, a message that is not an SES notification', async () => {
    const ports = await invited();
    expect(await applyEmailFeedback(ports, JSON.stringify({ eventType: 42 }))).toEqual({ suppressed: [] });
    expect(ports.logger.entries).toEqual([
      { level: 'warn', message: 'Not an SES notification; ignored', facts: undefined },
    ]);
    expect(ports.invites.get(invite)?.status).toBe('Sent');
  });

  it('ignores a message that is not JSON, and says so', async () => {
    const ports = await invited();
    expect(await applyEmailFeedback(ports, 'not json {')).toEqual({ suppressed: [] });
    expect(ports.logger.entries).toEqual([
      { level: 'warn', message: 'Not an SES notification; ignored', facts: undefined },
    ]);
  });

  it('changes nothing for a transient bounce', async () => {
    const ports = await invited();
    expect(await applyEmailFeedback(ports, bounce('Transient'))).toEqual({ suppressed: [] });
    expect(ports.suppressions.reasons.size).toBe(0);
    expect(ports.invites.get(invite)?.status).toBe('Sent');
  });

  it('counts a hard bounce’s and a complaint’s addresses, once they are suppressed; nothing else', async () => {
    const ports = await invited();
    const twoBounced = JSON.stringify({
      eventType: 'Bounce',
      bounce: {
        bounceType: 'Permanent',
        bouncedRecipients: [{ emailAddress: 'friend@example.org' }, { emailAddress: 'other@example.org' }],
      },
    });
    await applyEmailFeedback(ports, twoBounced);
    await applyEmailFeedback(ports, bounce('Transient'));
    await applyEmailFeedback(ports, 'not json {');
    await applyEmailFeedback(
      ports,
      JSON.stringify({
        notificationType: 'Complaint',
        complaint: { complainedRecipients: [{ emailAddress: 'friend@example.org' }] },
      }),
    );
    expect(ports.metrics.counted).toEqual([
      { metric: 'EmailsBounced', value: 2 },
      { metric: 'EmailsComplained', value: 1 },
    ]);

    // A write that fails is retried by SNS: the failed attempt counted nothing.
    const failing = await invited();
    failing.suppressions.suppressEmail = () => Promise.reject(new Error('table unavailable'));
    await expect(applyEmailFeedback(failing, bounce('Permanent'))).rejects.toThrow('table unavailable');
    expect(failing.metrics.counted).toEqual([]);
  });
});
