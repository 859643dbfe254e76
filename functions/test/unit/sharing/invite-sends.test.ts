// Invitation sends on in-memory ports: each recipient is claimed once (a second send, a repeated
// entry or a retry never mails twice), suppressed and opted-out recipients are skipped, the
// participant's daily cap passes exactly at the limit and refuses past it with nothing sent or
// counted, and a failed delivery gives its reservation back.
import { describe, expect, it } from 'vitest';
import { alreadyInvited } from '@thon/shared/catalog/messages';
import { dailyEmailInvitesPerParticipant } from '@thon/shared/catalog/limits';
import {
  dailyInviteCapReached,
  idempotencyKeyReusedForSend,
  inviteNotSent,
  numberOptedOut,
  recipientUnsubscribed,
} from '@thon/shared/catalog/sharing-messages';
import { Conflict, Forbidden, TooManyAttempts } from '../../../src/domain/errors';
import { sendEmailInvites } from '../../../src/domain/sharing/email-invites';
import { dailyCapSubject, dayWindowStart, staleSendMs } from '../../../src/domain/sharing/invite-sends';
import { sendSmsInvites } from '../../../src/domain/sharing/sms-invites';
import { emails, mobiles, parent, sharingWorld, stranger } from './sharing-fixture';

const request = (recipients: string[]) => ({ ParticipantId: 'child-1', Recipients: recipients });

describe('email invitations', () => {
  it('go out once per recipient: a second send and a repeated entry are skipped as already invited', async () => {
    const ports = sharingWorld();
    const first = await sendEmailInvites(
      ports,
      parent,
      request(['a@example.org', 'a@example.org']),
      'key-00001',
    );
    expect(first.Results.map((result) => result.Status)).toEqual(['Sent', 'Skipped']);
    expect(first.Results[1]?.Message).toBe(alreadyInvited);
    const second = await sendEmailInvites(ports, parent, request(['a@example.org']), 'key-00002');
    expect(second.Results[0]).toMatchObject({ Status: 'Skipped', Message: alreadyInvited });
    expect(ports.inviteMail.sent.map((mail) => mail.to)).toEqual(['a@example.org']);
    expect(ports.invites.shares.get('child-1')).toBe(1);
  });

  it('answer a retry of the same key with the stored answer, sending nothing again', async () => {
    const ports = sharingWorld();
    const first = await sendEmailInvites(ports, parent, request(['a@example.org']), 'key-00001');
    const retry = await sendEmailInvites(ports, parent, request(['a@example.org']), 'key-00001');
    expect(retry).toEqual(first);
    expect(ports.inviteMail.sent).toHaveLength(1);
    await expect(sendEmailInvites(ports, parent, request(['b@example.org']), 'key-00001')).rejects.toThrow(
      new Conflict(idempotencyKeyReusedForSend),
    );
  });

  it('skip an address that unsubscribed', async () => {
    const ports = sharingWorld();
    await ports.suppressions.suppressEmail('gone@example.org', 'Unsubscribed');
    const answer = await sendEmailInvites(
      ports,
      parent,
      request(['gone@example.org', 'b@example.org']),
      'key-00001',
    );
    expect(answer.Results[0]).toMatchObject({ Status: 'Skipped', Message: recipientUnsubscribed });
    expect(ports.inviteMail.sent.map((mail) => mail.to)).toEqual(['b@example.org']);
  });

  it('pass the participant cap exactly at the limit and refuse one more, with nothing sent or counted', async () => {
    const ports = sharingWorld();
    const window = dayWindowStart(ports.clock.nowInSeconds());
    const subject = dailyCapSubject('Email', 'child-1');
    const half = dailyEmailInvitesPerParticipant / 2;
    await sendEmailInvites(ports, parent, request(emails(half, 'a')), 'key-00001');
    const atLimit = await sendEmailInvites(ports, parent, request(emails(half, 'b')), 'key-00002');
    expect(atLimit.Sent).toBe(half);
    expect(atLimit.RemainingToday).toBe(0);
    expect(ports.attempts.count(subject, window)).toBe(dailyEmailInvitesPerParticipant);

    const past = sendEmailInvites(ports, parent, request(['one-more@example.org']), 'key-00003');
    await expect(past).rejects.toThrow(
      new TooManyAttempts(dailyInviteCapReached(dailyEmailInvitesPerParticipant, 'email')),
    );
    expect(ports.inviteMail.sent).toHaveLength(dailyEmailInvitesPerParticipant);
    expect(ports.attempts.count(subject, window)).toBe(dailyEmailInvitesPerParticipant);
    // The refused key is forgotten: the same send may be tried again tomorrow.
    expect(ports.sends.sends.size).toBe(2);
  });

  it('give back the reservation of a delivery that failed, so it may be tried again', async () => {
    const ports = sharingWorld();
    ports.inviteMail.failing.add('bad@example.org');
    const answer = await sendEmailInvites(
      ports,
      parent,
      request(['bad@example.org', 'ok@example.org']),
      'key-00001',
    );
    expect(answer.Results.map((result) => result.Status)).toEqual(['Failed', 'Sent']);
    expect(answer.Results[0]?.Message).toBe(inviteNotSent);
    expect(answer.RemainingToday).toBe(dailyEmailInvitesPerParticipant - 1);
    // The refusal is logged for the operators (the answer names no provider error).
    expect(ports.logger.entries).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: 'Invitation not sent',
        facts: expect.objectContaining({ channel: 'Email' }),
      }),
    ]);
    ports.inviteMail.failing.clear();
    const again = await sendEmailInvites(ports, parent, request(['bad@example.org']), 'key-00002');
    expect(again.Results[0]?.Status).toBe('Sent');
  });

  it('carry an unsubscribe link that names the recipient', async () => {
    const ports = sharingWorld();
    await sendEmailInvites(ports, parent, request(['a@example.org']), 'key-00001');
    const [mail] = ports.inviteMail.sent;
    expect(mail?.unsubscribeUrl).toMatch(/^https:\/\/thon\.test\/api\/sharing\/Unsubscribe\?Token=/u);
    expect(mail?.replyTo).toBe('parent@example.org');
    expect(mail?.fromName).toBe('Ava M.');
  });

  it('are refused to a parent not linked to the child (403), before anything is claimed', async () => {
    const ports = sharingWorld();
    await expect(
      sendEmailInvites(ports, stranger, request(['a@example.org']), 'key-00001'),
    ).rejects.toBeInstanceOf(Forbidden);
    expect(ports.sends.sends.size).toBe(0);
    expect(ports.inviteMail.sent).toHaveLength(0);
  });
});

describe('text invitations', () => {
  it('skip a number that replied STOP and send the rest', async () => {
    const ports = sharingWorld();
    const [stopped, open] = mobiles(2);
    ports.sms.optedOut.add('+12025551000');
    const answer = await sendSmsInvites(ports, parent, request([stopped ?? '', open ?? '']), 'key-00001');
    expect(answer.Results[0]).toMatchObject({ Status: 'Skipped', Message: numberOptedOut });
    expect(ports.sms.sent.map((sms) => sms.phoneNumber)).toEqual(['+12025551001']);
  });
});

describe('invitations measured', () => {
  it('count the messages handed to SES or SNS by channel: never a skip, a failure nor a retried key', async () => {
    const ports = sharingWorld();
    ports.inviteMail.failing.add('bad@example.org');
    await sendEmailInvites(
      ports,
      parent,
      request(['a@example.org', 'b@example.org', 'a@example.org', 'bad@example.org']),
      'key-00001',
    );
    await sendEmailInvites(
      ports,
      parent,
      request(['a@example.org', 'b@example.org', 'a@example.org', 'bad@example.org']),
      'key-00001',
    );
    await sendEmailInvites(ports, parent, request(['a@example.org']), 'key-00002');
    await sendSmsInvites(ports, parent, request(mobiles(3)), 'key-00003');
    expect(ports.metrics.counted).toEqual([
      { metric: 'InvitationsSent', value: 2, split: 'email' },
      { metric: 'InvitationsSent', value: 3, split: 'sms' },
    ]);
  });

  it('count none a send refused at the cap, nor those a crashed attempt of the same key sent', async () => {
    const ports = sharingWorld();
    await sendEmailInvites(ports, parent, request(emails(dailyEmailInvitesPerParticipant)), 'key-00001');
    await expect(
      sendEmailInvites(ports, parent, request(['one-more@example.org']), 'key-00002'),
    ).rejects.toThrow(TooManyAttempts);
    expect(ports.metrics.total('InvitationsSent', 'email')).toBe(dailyEmailInvitesPerParticipant);

    // A request sent both, then failed before finishing (its shares not added): the same key, once
    // the send is stale, takes it over and reports both as sent without sending or counting again.
    const crashed = sharingWorld();
    const addShares = crashed.invites.addShares.bind(crashed.invites);
    crashed.invites.addShares = () => Promise.reject(new Error('table unavailable'));
    const both = request(['a@example.org', 'b@example.org']);
    await expect(sendEmailInvites(crashed, parent, both, 'key-00003')).rejects.toThrow('table unavailable');
    crashed.invites.addShares = addShares;
    crashed.clock.advance(staleSendMs + 1000);
    const takenOver = await sendEmailInvites(crashed, parent, both, 'key-00003');
    expect(takenOver.Sent).toBe(2);
    expect(crashed.inviteMail.sent).toHaveLength(2);
    expect(crashed.metrics.counted).toEqual([{ metric: 'InvitationsSent', value: 2, split: 'email' }]);
  });

  it('count none of a test Thon’s, which go to its outbox', async () => {
    const ports = sharingWorld();
    ports.subjects.addEvent({ ...ports.subjects.events.get('event-1'), eventId: 'event-1', isTest: true });
    const kept: string[] = [];
    const withOutbox = {
      ...ports,
      testOutbox: {
        keep: (message: { to: string }) => {
          kept.push(message.to);
          return Promise.resolve(`kept-${kept.length}`);
        },
      },
    };
    const answer = await sendEmailInvites(withOutbox, parent, request(['a@example.org']), 'key-00001');
    expect(answer.Sent).toBe(1);
    expect(kept).toEqual(['a@example.org']);
    expect(ports.metrics.counted).toEqual([]);
  });
});
