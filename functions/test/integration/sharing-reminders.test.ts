// The reminder job and SES delivery feedback. The job is called here directly, as its
// schedule would; the local stack also runs it on a timer (today's date), so a Thon whose
// reminders must wait for the test's own steps falls due on a later day the test runs the job at
// (remindedLater), and each test asserts on what the invitees received (the outbox).
import { describe, expect, it } from 'vitest';
import { recipientUndeliverable } from '@thon/shared/catalog/sharing-messages';
import { apiClient } from './api-client';
import { emailsTo } from './outbox';
import { useStackEnvironment } from './stack-environment';
import { createPledgeCall, pledgeBody } from './test-pledges';
import { isoDay, remindedLater, sendEmails, sharingEvent, uniqueEmail } from './test-sharing';

const { apiUrl } = useStackEnvironment();
const client = () => apiClient(apiUrl);
const reminders = async (address: string) =>
  (await emailsTo(address)).filter((email) => email.subject.includes('ends soon'));

describe('the share reminder job', () => {
  it('reminds once, 3 days before the end, each invitee who has not pledged and has not unsubscribed', async () => {
    const thon = await sharingEvent({ endDate: remindedLater.endDate });
    const [waiting, pledged, unsubscribed] = [uniqueEmail('wait'), uniqueEmail('gave'), uniqueEmail('stop')];
    const sent = await sendEmails(client(), thon.parent, {
      ParticipantId: thon.participantId,
      Recipients: [waiting, pledged, unsubscribed],
    });
    expect(sent.body).toMatchObject({ Sent: 3 });
    const donor = { FirstName: 'Gail', LastName: 'Giver', Email: pledged };
    expect((await createPledgeCall(client(), pledgeBody(thon.participantId, { Donor: donor }))).status).toBe(
      200,
    );
    const { suppressEmail } = await import('../../src/data/repositories/share-suppressions-repository');
    await suppressEmail(unsubscribed, 'Unsubscribed');

    const { sendShareReminders } = await import('../../src/domain/sharing/share-reminders');
    const { emailSharingDeps } = await import('../../src/composition/sharing-mail');
    await sendShareReminders(emailSharingDeps, remindedLater.dueAt());
    await sendShareReminders(emailSharingDeps, remindedLater.dueAt());
    const [reminder, ...more] = await reminders(waiting);
    expect(more).toHaveLength(0);
    expect(reminder?.subject).toBe('Maple Fun Run ends soon: there is still time to sponsor Runner0 O.');
    expect(reminder?.text).toContain('templateId=reminder-v0');
    expect(reminder?.listUnsubscribe).toMatch(/Unsubscribe\?Token=/);
    expect(await reminders(pledged)).toHaveLength(0);
    expect(await reminders(unsubscribed)).toHaveLength(0);
    const kit = await client().get(`/api/sharing/GetShareKit/${thon.participantId}`, thon.parent.headers);
    const invites = (kit.body as { Invites: { Recipient: string; ReminderSentAt?: string }[] }).Invites;
    expect(invites.find((invite) => invite.Recipient === waiting)?.ReminderSentAt).toBeDefined();
  });

  it('sends nothing before the reminder day or after the Thon ends', async () => {
    const early = await sharingEvent({ endDate: isoDay(10) });
    const ended = await sharingEvent({ endDate: isoDay(-1) });
    const [notYet, tooLate] = [uniqueEmail('early'), uniqueEmail('late')];
    await sendEmails(client(), early.parent, { ParticipantId: early.participantId, Recipients: [notYet] });
    // An ended Thon cannot send invitations; its invitation is arranged straight in the table.
    const { claimInvite, settleInvite } =
      await import('../../src/data/repositories/share-invites-repository');
    const { noteReminderDue } = await import('../../src/data/repositories/share-reminders-repository');
    const key = { participantId: ended.participantId, channel: 'Email' as const, recipient: tooLate };
    await claimInvite({
      ...key,
      eventId: ended.eventId,
      sendKey: 'k',
      invitedByUserId: ended.parent.userId,
      sentAt: new Date().toISOString(),
    });
    await settleInvite(key, { status: 'Sent', messageId: 'm' });
    await noteReminderDue(isoDay(-4), ended.eventId);

    const { sendShareReminders } = await import('../../src/domain/sharing/share-reminders');
    const { emailSharingDeps } = await import('../../src/composition/sharing-mail');
    await sendShareReminders(emailSharingDeps, new Date());
    expect(await reminders(notYet)).toHaveLength(0);
    expect(await reminders(tooLate)).toHaveLength(0);
  });
});

describe('SES delivery feedback (the email-feedback function)', () => {
  const snsEvent = (message: unknown) => ({
    Records: [{ EventSource: 'aws:sns', Sns: { Message: JSON.stringify(message) } }],
  });

  it('suppresses a permanently bounced or complaining address and marks the invitation; a transient bounce changes nothing', async () => {
    const thon = await sharingEvent();
    const [bounced, complained, full] = [uniqueEmail('bounce'), uniqueEmail('complain'), uniqueEmail('full')];
    await sendEmails(client(), thon.parent, {
      ParticipantId: thon.participantId,
      Recipients: [bounced, complained, full],
    });
    const { handler } = await import('../../src/handlers/workers/email-feedback');
    const mail = { tags: { participantId: [thon.participantId] } };
    const answers = [
      await handler(
        snsEvent({
          eventType: 'Bounce',
          bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: bounced }] },
          mail,
        }) as never,
      ),
      await handler(
        snsEvent({
          notificationType: 'Complaint',
          complaint: { complainedRecipients: [{ emailAddress: complained }] },
          mail,
        }) as never,
      ),
      await handler(
        snsEvent({
          eventType: 'Bounce',
          bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: full }] },
          mail,
        }) as never,
      ),
      await handler({ Records: [{ Sns: { Message: 'not json' } }] } as never),
    ];
    expect(answers).toEqual([{ suppressed: 1 }, { suppressed: 1 }, { suppressed: 0 }, { suppressed: 0 }]);

    const kit = await client().get(`/api/sharing/GetShareKit/${thon.participantId}`, thon.parent.headers);
    const statusOf = (address: string) =>
      (kit.body as { Invites: { Recipient: string; Status: string }[] }).Invites.find(
        (invite) => invite.Recipient === address,
      )?.Status;
    expect([statusOf(bounced), statusOf(complained), statusOf(full)]).toEqual([
      'Bounced',
      'Complained',
      'Sent',
    ]);

    const next = await sendEmails(client(), thon.organizer, {
      ParticipantId: thon.participantIds[1] ?? '',
      Recipients: [bounced, full],
    });
    expect(next.body).toMatchObject({
      Sent: 1,
      Results: [
        { Recipient: bounced, Status: 'Skipped', Message: recipientUndeliverable },
        { Recipient: full, Status: 'Sent' },
      ],
    });
  });
});
