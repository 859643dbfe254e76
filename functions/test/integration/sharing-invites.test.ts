// Invitations by email and SMS over real HTTP against the emulator: what the outbox
// receives, the spec's limits (100, 30), one bad entry blocking a send, "already invited", the
// Idempotency-Key replay, opt-outs (SNS STOP list, unsubscribe), the daily cap and who may share.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  alreadyInvited,
  idempotencyKeyRequired,
  invalidEmailFormat,
  mobileNumberLength,
} from '@thon/shared/catalog/messages';
import {
  dailyEventInviteCapReached,
  dailyInviteCapReached,
  dailySenderInviteCapReached,
  idempotencyKeyReusedForSend,
  notAMobileNumber,
  notAnEmailAddress,
  numberOptedOut,
  recipientUnsubscribed,
  sharingClosed,
  smsOptOutNote,
  tooManyEmailRecipients,
  tooManySmsRecipients,
  unsubscribeLinkInvalid,
} from '@thon/shared/catalog/sharing-messages';
import {
  dailyEmailInvitesPerParticipant,
  dailyEmailInvitesPerSender,
  dailySmsInvitesPerEvent,
} from '@thon/shared/catalog/limits';
import { apiClient } from './api-client';
import { emailsTo, smsTo } from './outbox';
import { useStackEnvironment } from './stack-environment';
import { e164, sendEmails, sendTexts, sharingEvent, uniqueEmail, uniqueMobile } from './test-sharing';
import { signedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const client = () => apiClient(apiUrl);

interface SendAnswer {
  Results: { Recipient: string; Status: string; MessageId?: string; Message?: string }[];
  Sent: number;
  Skipped: number;
  Failed: number;
  RemainingToday: number;
}

describe('POST /api/sharing/SendEmailInvites', () => {
  it("sends each invitation from the platform as '<child> via Thon', replying to the parent, with the link, units and one-click unsubscribe", async () => {
    const thon = await sharingEvent();
    const recipients = [uniqueEmail('ana'), uniqueEmail('ben'), uniqueEmail('cy')];
    const answer = await sendEmails(client(), thon.parent, {
      ParticipantId: thon.participantId,
      Recipients: recipients,
      PersonalNote: 'Grandma, this one is for you!',
    });
    expect(answer.status).toBe(200);
    const body = answer.body as SendAnswer;
    expect(body).toMatchObject({
      Sent: 3,
      Skipped: 0,
      Failed: 0,
      RemainingToday: dailyEmailInvitesPerParticipant - 3,
    });
    expect(body.Results.map((result) => [result.Recipient, result.Status])).toEqual(
      recipients.map((r) => [r, 'Sent']),
    );
    for (const result of body.Results) expect(result.MessageId).toMatch(/\S+/);

    const [email] = await emailsTo(recipients[0] ?? '');
    expect(email?.subject).toBe('Will you sponsor Runner0 O. in Maple Fun Run?');
    expect(email?.from).toMatch(/Runner0 O\. via Thon/);
    expect(email?.replyTo).toContain(thon.parent.email);
    expect(email?.text).toContain('Grandma, this one is for you!');
    expect(email?.text).toContain('aiming for up to 25 lap');
    expect(email?.text).toMatch(
      new RegExp(
        `/student/${thon.participantId}\\?utm_source=email&utm_medium=email&utm_campaign=share&templateId=email-v0`,
      ),
    );
    expect(email?.html).toContain(`href="http`);
    expect(email?.listUnsubscribe).toMatch(/^<http.*\/api\/sharing\/Unsubscribe\?Token=[^>]+>$/);
    expect(email?.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    // The child's page counts them toward the goal.
    const kit = await client().get(`/api/sharing/GetShareKit/${thon.participantId}`, thon.parent.headers);
    expect(kit.body).toMatchObject({ SharesCount: 3, ShareGoal: 20 });
  });

  it("sends the personal note as plain text without links (URLs, www. hosts, bare domains), from the child's name only", async () => {
    const thon = await sharingEvent();
    const recipient = uniqueEmail('note');
    const answer = await sendEmails(client(), thon.parent, {
      ParticipantId: thon.participantId,
      Recipients: [recipient],
      PersonalNote: 'Please give at https://evil.example/pay or www.evil.com or evil.com/x today!',
    });
    expect(answer.status).toBe(200);
    const [email] = await emailsTo(recipient);
    expect(email?.text).toContain('Please give at or or today!');
    expect(`${email?.text} ${email?.html}`).not.toMatch(/evil/u);
    expect(email?.from).toMatch(/^"?Runner0 O\. via Thon"? </u);
    expect(email?.subject).toBe('Will you sponsor Runner0 O. in Maple Fun Run?');
  });

  it('replays a retried call with the same key and sends nothing twice; the key with another body is 409', async () => {
    const thon = await sharingEvent();
    const recipients = [uniqueEmail('re'), uniqueEmail('try')];
    const key = randomUUID();
    const body = { ParticipantId: thon.participantId, Recipients: recipients };
    const first = await sendEmails(client(), thon.parent, body, key);
    const again = await sendEmails(client(), thon.parent, body, key);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(await emailsTo(recipients[0] ?? '')).toHaveLength(1);
    const other = await sendEmails(client(), thon.parent, { ...body, Recipients: [uniqueEmail()] }, key);
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ message: idempotencyKeyReusedForSend });
    const keyless = await client().post('/api/sharing/SendEmailInvites', body, thon.parent.headers);
    expect(keyless).toMatchObject({ status: 400, body: { message: idempotencyKeyRequired } });
  });

  it("skips a person already invited for this participant with the spec's message, even when two sends race", async () => {
    const thon = await sharingEvent();
    const shared = uniqueEmail('both');
    const [one, two] = await Promise.all([
      sendEmails(client(), thon.parent, { ParticipantId: thon.participantId, Recipients: [shared] }),
      sendEmails(client(), thon.organizer, {
        ParticipantId: thon.participantId,
        Recipients: [shared, shared.toUpperCase()],
      }),
    ]);
    const results = [...(one.body as SendAnswer).Results, ...(two.body as SendAnswer).Results];
    expect(results.filter((result) => result.Status === 'Sent')).toHaveLength(1);
    expect(results.filter((result) => result.Status === 'Skipped').map((result) => result.Message)).toEqual([
      alreadyInvited,
      alreadyInvited,
    ]);
    expect(await emailsTo(shared)).toHaveLength(1);
    // Another participant may invite the same person.
    const sibling = await sendEmails(client(), thon.organizer, {
      ParticipantId: thon.participantIds[1] ?? '',
      Recipients: [shared],
    });
    expect((sibling.body as SendAnswer).Sent).toBe(1);
  });

  it('lets one invalid address block the whole send and names it; 101 addresses are refused, 100 go', async () => {
    const thon = await sharingEvent();
    const good = uniqueEmail('good');
    const blocked = await sendEmails(client(), thon.parent, {
      ParticipantId: thon.participantId,
      Recipients: [good, 'not-an-address', 'x@y.toolongtld'],
    });
    expect(blocked.status).toBe(400);
    expect(blocked.body).toMatchObject({
      message: invalidEmailFormat,
      issues: expect.arrayContaining([
        { path: 'Recipients.1', message: notAnEmailAddress('not-an-address') },
        { path: 'Recipients.2', message: notAnEmailAddress('x@y.toolongtld') },
      ]),
    });
    expect(await emailsTo(good)).toHaveLength(0);

    const many = Array.from({ length: 101 }, () => uniqueEmail('crowd'));
    const tooMany = await sendEmails(client(), thon.parent, {
      ParticipantId: thon.participantId,
      Recipients: many,
    });
    expect(tooMany).toMatchObject({ status: 400, body: { message: tooManyEmailRecipients } });
    const hundred = await sendEmails(client(), thon.parent, {
      ParticipantId: thon.participantId,
      Recipients: many.slice(0, 100),
    });
    expect(hundred.status).toBe(200);
    expect((hundred.body as SendAnswer).Sent).toBe(100);
  });

  it('stops at the daily cap per participant with 429, sending nothing, and gives back what was not sent', async () => {
    const thon = await sharingEvent();
    const { reserveAttemptSlots } = await import('../../src/data/repositories/attempts-repository');
    const { dailyCapSubject, dayWindowStart } = await import('../../src/domain/sharing/invite-sends');
    const window = dayWindowStart(Math.floor(Date.now() / 1000));
    // Everything but two of today's allowance is used already.
    expect(
      await reserveAttemptSlots(
        dailyCapSubject('Email', thon.participantId),
        window,
        window + 86_400,
        dailyEmailInvitesPerParticipant,
        dailyEmailInvitesPerParticipant - 2,
      ),
    ).toBe(true);
    const three = [uniqueEmail('cap'), uniqueEmail('cap'), uniqueEmail('cap')];
    const refused = await sendEmails(client(), thon.parent, {
      ParticipantId: thon.participantId,
      Recipients: three,
    });
    expect(refused).toMatchObject({
      status: 429,
      body: { message: dailyInviteCapReached(dailyEmailInvitesPerParticipant, 'email') },
    });
    expect(await emailsTo(three[0] ?? '')).toHaveLength(0);
    const two = await sendEmails(client(), thon.parent, {
      ParticipantId: thon.participantId,
      Recipients: three.slice(0, 2),
    });
    expect(two.body).toMatchObject({ Sent: 2, RemainingToday: 0 });
  });

  it('stops at the daily cap per sender account, across the children they share for, with 429, and gives the child its reservation back', async () => {
    const thon = await sharingEvent();
    const { attemptsInWindow, reserveAttemptSlots } =
      await import('../../src/data/repositories/attempts-repository');
    const { dailyCapSubject, dayWindowStart } = await import('../../src/domain/sharing/invite-sends');
    const { dailySenderCapSubject } = await import('../../src/domain/sharing/invite-caps');
    const window = dayWindowStart(Math.floor(Date.now() / 1000));
    // The parent has sent all but two of today's invitations (for other children, say).
    expect(
      await reserveAttemptSlots(
        dailySenderCapSubject('Email', thon.parent.userId),
        window,
        window + 86_400,
        dailyEmailInvitesPerSender,
        dailyEmailInvitesPerSender - 2,
      ),
    ).toBe(true);
    const three = [uniqueEmail('sender'), uniqueEmail('sender'), uniqueEmail('sender')];
    const refused = await sendEmails(client(), thon.parent, {
      ParticipantId: thon.participantId,
      Recipients: three,
    });
    expect(refused).toMatchObject({
      status: 429,
      body: { message: dailySenderInviteCapReached(dailyEmailInvitesPerSender, 'email') },
    });
    expect(await emailsTo(three[0] ?? '')).toHaveLength(0);
    expect(await attemptsInWindow(dailyCapSubject('Email', thon.participantId), window)).toBe(0);
    // The organizer, another account, still shares for the same child.
    const byOrganizer = await sendEmails(client(), thon.organizer, {
      ParticipantId: thon.participantId,
      Recipients: three,
    });
    expect(byOrganizer.body).toMatchObject({ Sent: 3 });
  });

  it('stops at the daily cap per event with 429, sending nothing', async () => {
    const thon = await sharingEvent();
    const { reserveAttemptSlots } = await import('../../src/data/repositories/attempts-repository');
    const { dayWindowStart } = await import('../../src/domain/sharing/invite-sends');
    const { dailyEventCapSubject, dailySenderCapSubject } =
      await import('../../src/domain/sharing/invite-caps');
    const window = dayWindowStart(Math.floor(Date.now() / 1000));
    expect(
      await reserveAttemptSlots(
        dailyEventCapSubject('Sms', thon.eventId),
        window,
        window + 86_400,
        dailySmsInvitesPerEvent,
        dailySmsInvitesPerEvent - 1,
      ),
    ).toBe(true);
    const numbers = [uniqueMobile(), uniqueMobile()];
    const refused = await sendTexts(client(), thon.parent, {
      ParticipantId: thon.participantId,
      Recipients: numbers,
    });
    expect(refused).toMatchObject({
      status: 429,
      body: { message: dailyEventInviteCapReached(dailySmsInvitesPerEvent, 'text') },
    });
    expect(await smsTo(e164(numbers[0] ?? ''))).toHaveLength(0);
    const { attemptsInWindow } = await import('../../src/data/repositories/attempts-repository');
    expect(await attemptsInWindow(dailySenderCapSubject('Sms', thon.parent.userId), window)).toBe(0);
    const one = await sendTexts(client(), thon.parent, {
      ParticipantId: thon.participantId,
      Recipients: numbers.slice(0, 1),
    });
    expect(one.body).toMatchObject({ Sent: 1 });
  });

  it('sends only while the Thon is live, and only for people who share for the child', async () => {
    const draft = await sharingEvent({ status: 'draft' });
    const closed = await sendEmails(client(), draft.parent, {
      ParticipantId: draft.participantId,
      Recipients: [uniqueEmail()],
    });
    expect(closed).toMatchObject({ status: 409, body: { message: sharingClosed } });

    const thon = await sharingEvent();
    const stranger = await signedInTestUser('parent', 'stranger');
    const refused = await sendEmails(client(), stranger, {
      ParticipantId: thon.participantId,
      Recipients: [uniqueEmail()],
    });
    expect(refused.status).toBe(403);
    // The class teacher shares for the class and sees the invitations masked.
    const invitee = uniqueEmail('masked');
    expect(
      (await sendEmails(client(), thon.parent, { ParticipantId: thon.participantId, Recipients: [invitee] }))
        .status,
    ).toBe(200);
    const teacherKit = await client().get(
      `/api/sharing/GetShareKit/${thon.participantId}`,
      thon.teacher.headers,
    );
    expect(teacherKit.status).toBe(200);
    const invites = (teacherKit.body as { Invites: { Recipient: string }[] }).Invites;
    expect(invites).toHaveLength(1);
    expect(invites[0]?.Recipient).toBe(`${invitee.slice(0, 1)}•••@donor.org`);
    const parentKit = await client().get(
      `/api/sharing/GetShareKit/${thon.participantId}`,
      thon.parent.headers,
    );
    expect(parentKit.body).toMatchObject({
      Invites: [{ Channel: 'Email', Recipient: invitee, Status: 'Sent' }],
      CanSend: true,
    });
    expect(
      (await client().get(`/api/sharing/GetShareKit/${thon.participantId}`, stranger.headers)).status,
    ).toBe(403);
  });
});

describe('POST /api/sharing/Unsubscribe', () => {
  it('stops every further invitation to the address, from any participant, by the link or the one-click POST', async () => {
    const thon = await sharingEvent();
    const person = uniqueEmail('optout');
    await sendEmails(client(), thon.parent, { ParticipantId: thon.participantId, Recipients: [person] });
    const [email] = await emailsTo(person);
    const token = decodeURIComponent(/Token=([^>\s"&]+)/.exec(email?.listUnsubscribe ?? '')?.[1] ?? '');
    expect(email?.html).toContain(`/unsubscribe#t=${token}`);
    // The mail client's one-click POST (RFC 8058): a form body the API ignores.
    const oneClick = await fetch(`${apiUrl}/api/sharing/Unsubscribe?Token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toMatchObject({ Email: person });

    const next = await sendEmails(client(), thon.organizer, {
      ParticipantId: thon.participantIds[1] ?? '',
      Recipients: [person, uniqueEmail('still')],
    });
    expect((next.body as SendAnswer).Results[0]).toEqual({
      Recipient: person,
      Status: 'Skipped',
      Message: recipientUnsubscribed,
    });
    expect(next.body).toMatchObject({ Sent: 1, Skipped: 1 });
    expect(await emailsTo(person)).toHaveLength(1);

    const forged = await client().post(
      `/api/sharing/Unsubscribe?Token=${encodeURIComponent(`${token.split('.')[0]}.${'0'.repeat(64)}`)}`,
      undefined,
    );
    expect(forged).toMatchObject({ status: 400, body: { message: unsubscribeLinkInvalid } });
  });
});

describe('POST /api/sharing/SendSmsInvites', () => {
  it('texts each number through SNS with the link and the STOP note, skipping numbers that replied STOP', async () => {
    const thon = await sharingEvent();
    const numbers = [uniqueMobile(), uniqueMobile()];
    const optedOut = '1-555-010-0199'; // the emulator lists numbers ending in 99 as opted out
    const answer = await sendTexts(client(), thon.parent, {
      ParticipantId: thon.participantId,
      Recipients: [...numbers, optedOut],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ Sent: 2, Skipped: 1 });
    expect((answer.body as SendAnswer).Results[2]).toEqual({
      Recipient: optedOut,
      Status: 'Skipped',
      Message: numberOptedOut,
    });
    const [text] = await smsTo(e164(numbers[0] ?? ''));
    expect(text?.message).toContain('Runner0 O. is running in Maple Fun Run!');
    expect(text?.message).toContain(
      `/student/${thon.participantId}?utm_source=sms&utm_medium=sms&utm_campaign=share&templateId=sms-v0`,
    );
    expect(text?.message.endsWith(smsOptOutNote)).toBe(true);
    expect(await smsTo('+15550100199')).toHaveLength(0);
    const again = await sendTexts(client(), thon.parent, {
      ParticipantId: thon.participantId,
      Recipients: [numbers[1] ?? ''],
    });
    expect((again.body as SendAnswer).Results[0]).toMatchObject({
      Status: 'Skipped',
      Message: alreadyInvited,
    });
  });

  it('refuses 31 numbers and an invalid one (naming it); sends 30', async () => {
    const thon = await sharingEvent();
    const numbers = Array.from({ length: 31 }, () => uniqueMobile());
    const tooMany = await sendTexts(client(), thon.parent, {
      ParticipantId: thon.participantId,
      Recipients: numbers,
    });
    expect(tooMany).toMatchObject({ status: 400, body: { message: tooManySmsRecipients } });
    const invalid = await sendTexts(client(), thon.parent, {
      ParticipantId: thon.participantId,
      Recipients: [numbers[0] ?? '', '555-1234'],
    });
    expect(invalid).toMatchObject({
      status: 400,
      body: {
        message: mobileNumberLength,
        issues: expect.arrayContaining([{ path: 'Recipients.1', message: notAMobileNumber('555-1234') }]),
      },
    });
    const thirty = await sendTexts(client(), thon.parent, {
      ParticipantId: thon.participantId,
      Recipients: numbers.slice(0, 30),
    });
    expect(thirty.status).toBe(200);
    expect(thirty.body).toMatchObject({ Sent: 30, Failed: 0 });
  });

  it("refuses numbers outside the US and Canada (other NANP members, premium 900) with the spec's mobile-number message, naming each; sends nothing", async () => {
    const thon = await sharingEvent();
    const home = uniqueMobile();
    const abroad = ['(242) 555-0134', '1-876-555-0123', '809.555.0100', '900-555-0100'];
    const refused = await sendTexts(client(), thon.parent, {
      ParticipantId: thon.participantId,
      Recipients: [home, ...abroad],
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        message: mobileNumberLength,
        issues: expect.arrayContaining(
          abroad.map((number, index) => ({
            path: `Recipients.${index + 1}`,
            message: notAMobileNumber(number),
          })),
        ),
      },
    });
    expect(await smsTo(e164(home))).toHaveLength(0);
    expect(await smsTo('+12425550134')).toHaveLength(0);
    // Canada and US territories (Puerto Rico) are texted.
    const canada = `(416) ${uniqueMobile().slice(6)}`;
    const puertoRico = `(787) ${uniqueMobile().slice(6)}`;
    const sent = await sendTexts(client(), thon.parent, {
      ParticipantId: thon.participantId,
      Recipients: [canada, puertoRico],
    });
    expect(sent.body).toMatchObject({ Sent: 2 });
    expect(await smsTo(e164(canada))).toHaveLength(1);
  });
});
