// The reminder job on in-memory ports: 3 days before the Thon ends each email invitee gets one
// reminder linking to the participant's page on the site's origin, never twice; an invitee who
// pledged or unsubscribed gets none; a refused send is logged and the run goes on.
import { describe, expect, it } from 'vitest';
import { sendEmailInvites } from '../../../src/domain/sharing/email-invites';
import { sendShareReminders } from '../../../src/domain/sharing/share-reminders';
import { fixedSite } from '../../support/in-memory/site';
import { parent, sharingWorld } from './sharing-fixture';

// The fixture's Thon ends 2026-05-20: reminders fall due on the 17th.
const dueDay = new Date('2026-05-17T12:00:00Z');

async function invitedWorld(recipients: string[]) {
  const ports = { ...sharingWorld(), site: fixedSite('https://fun.example') };
  await sendEmailInvites(ports, parent, { ParticipantId: 'child-1', Recipients: recipients }, 'key-00001');
  ports.inviteMail.sent.length = 0;
  return ports;
}

describe('share reminders', () => {
  it('remind each invitee once, linking to the participant page on the site origin', async () => {
    const ports = await invitedWorld(['a@example.org', 'b@example.org']);
    expect(await sendShareReminders(ports, dueDay)).toEqual({ events: 1, reminded: 2, skipped: 0 });
    expect(ports.inviteMail.sent.map((mail) => mail.to).sort()).toEqual(['a@example.org', 'b@example.org']);
    const mail = ports.inviteMail.sent[0];
    expect(mail?.text).toContain('https://fun.example/student/child-1?utm_source=email');
    expect(mail?.unsubscribeUrl).toMatch(/^https:\/\/fun\.example\/api\/sharing\/Unsubscribe\?Token=/u);
    expect(mail?.tags.template).toBe('reminder-v0');
    expect(ports.logger.entries).toContainEqual(
      expect.objectContaining({
        level: 'info',
        message: 'Share reminders',
        facts: { events: 1, reminded: 2, skipped: 0 },
      }),
    );

    // A second run (a retry, or the next hour's) sends nothing more.
    await sendShareReminders(ports, dueDay);
    expect(ports.inviteMail.sent).toHaveLength(2);
  });

  it('skip an invitee who pledged to the participant or unsubscribed', async () => {
    const ports = await invitedWorld(['pledged@example.org', 'gone@example.org', 'c@example.org']);
    ports.subjects.addPledge('child-1', 'Pledged@Example.org');
    await ports.suppressions.suppressEmail('gone@example.org', 'Unsubscribed');
    expect(await sendShareReminders(ports, dueDay)).toMatchObject({ reminded: 1, skipped: 2 });
    expect(ports.inviteMail.sent.map((mail) => mail.to)).toEqual(['c@example.org']);
  });

  it('log a refused send and go on with the others', async () => {
    const ports = await invitedWorld(['bad@example.org', 'ok@example.org']);
    ports.inviteMail.failing.add('bad@example.org');
    expect(await sendShareReminders(ports, dueDay)).toMatchObject({ reminded: 1 });
    expect(ports.inviteMail.sent.map((mail) => mail.to)).toEqual(['ok@example.org']);
    expect(ports.logger.entries).toContainEqual(
      expect.objectContaining({ level: 'warn', message: 'Reminder not sent' }),
    );
  });

  it('send nothing before the due day', async () => {
    const ports = await invitedWorld(['a@example.org']);
    expect(await sendShareReminders(ports, new Date('2026-05-15T12:00:00Z'))).toEqual({
      events: 0,
      reminded: 0,
      skipped: 0,
    });
    expect(ports.inviteMail.sent).toHaveLength(0);
  });
});
