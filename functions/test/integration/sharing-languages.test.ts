// Invitations in the sender's language over real HTTP against the emulator: our default
// templates and the wording around them (footer, unsubscribe label, STOP note, reminder) follow the
// request's Language; an event whose organizer saved templates sends its own wording as written.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inviteEmailFooter, smsOptOutNote } from '@thon/shared/catalog/sharing-messages';
import * as spanish from '@thon/shared/catalog/sharing-messages.es';
import { apiClient } from './api-client';
import { emailsTo, smsTo } from './outbox';
import { useStackEnvironment } from './stack-environment';
import { e164, remindedLater, sharingEvent, uniqueEmail, uniqueMobile } from './test-sharing';
import type { SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const client = () => apiClient(apiUrl);

const send = (kind: 'Email' | 'Sms', user: SignedInTestUser, body: Record<string, unknown>) =>
  client().post(`/api/sharing/Send${kind}Invites`, body, {
    ...user.headers,
    'Idempotency-Key': randomUUID(),
  });

describe('invitations in Spanish', () => {
  it('sends our default email in Spanish with the Spanish footer, and its reminder in Spanish', async () => {
    const thon = await sharingEvent({ endDate: remindedLater.endDate });
    const [invitee, english] = [uniqueEmail('es'), uniqueEmail('en')];
    const answer = await send('Email', thon.parent, {
      ParticipantId: thon.participantId,
      Recipients: [invitee],
      Language: 'es',
    });
    expect(answer).toMatchObject({ status: 200, body: { Sent: 1 } });
    const [email] = await emailsTo(invitee);
    expect(email?.subject).toBe('¿Patrocinaría a Runner0 O. en Maple Fun Run?');
    expect(email?.text).toContain('Patrocine a Runner0 O. aquí: ');
    expect(email?.text).toContain('templateId=email-v0');
    expect(email?.text).toContain(spanish.inviteEmailFooter);
    expect(email?.text).toContain(`${spanish.unsubscribeLinkLabel}: `);
    expect(email?.text).not.toContain(inviteEmailFooter);
    expect(email?.html).toContain('Recibió este correo porque alguien le invitó');

    // No Language: English, as before.
    await send('Email', thon.parent, { ParticipantId: thon.participantId, Recipients: [english] });
    const [inEnglish] = await emailsTo(english);
    expect(inEnglish?.subject).toBe('Will you sponsor Runner0 O. in Maple Fun Run?');
    expect(inEnglish?.text).toContain(inviteEmailFooter);

    const { sendShareReminders } = await import('../../src/domain/sharing/share-reminders');
    const { emailSharingDeps } = await import('../../src/composition/sharing-mail');
    await sendShareReminders(emailSharingDeps, remindedLater.dueAt());
    const reminder = (await emailsTo(invitee)).find((sent) => sent.subject.includes('termina pronto'));
    expect(reminder?.subject).toBe(spanish.reminderSubject('Runner0 O.', 'Maple Fun Run'));
    expect(reminder?.text).toContain(spanish.inviteEmailFooter);
    expect((await emailsTo(english)).some((sent) => sent.subject.includes('ends soon'))).toBe(true);
  });

  it('texts our default SMS in Spanish, ending with the Spanish STOP note', async () => {
    const thon = await sharingEvent();
    const number = uniqueMobile();
    const answer = await send('Sms', thon.parent, {
      ParticipantId: thon.participantId,
      Recipients: [number],
      Language: 'es',
    });
    expect(answer).toMatchObject({ status: 200, body: { Sent: 1 } });
    const [text] = await smsTo(e164(number));
    expect(text?.message).toContain('¡Runner0 O. participa en Maple Fun Run!');
    expect(text?.message).toContain('templateId=sms-v0');
    expect(text?.message.endsWith(spanish.smsOptOutNote)).toBe(true);
    expect(text?.message).not.toContain(smsOptOutNote);
  });

  it('refuses a language we do not ship', async () => {
    const thon = await sharingEvent();
    const answer = await send('Email', thon.parent, {
      ParticipantId: thon.participantId,
      Recipients: [uniqueEmail('fr')],
      Language: 'fr',
    });
    expect(answer.status).toBe(400);
    const kit = await client().get(
      `/api/sharing/GetShareKit/${thon.participantId}?Language=fr`,
      thon.parent.headers,
    );
    expect(kit.status).toBe(400);
  });

  it('previews in the asked language, and the guest share answers both languages', async () => {
    const thon = await sharingEvent();
    const kit = await client().get(
      `/api/sharing/GetShareKit/${thon.participantId}?Language=es`,
      thon.parent.headers,
    );
    expect(kit).toMatchObject({
      status: 200,
      body: { Language: 'es', Rendered: { EmailSubject: '¿Patrocinaría a Runner0 O. en Maple Fun Run?' } },
    });
    const guest = await client().get(`/api/sharing/GetGuestShare/${thon.participantId}`);
    expect(guest.body).toMatchObject({
      Text: 'I just sponsored Runner0 O. in Maple Fun Run. Join me and help their school: {EventUrl}',
      Texts: {
        en: 'I just sponsored Runner0 O. in Maple Fun Run. Join me and help their school: {EventUrl}',
        es: 'Acabo de patrocinar a Runner0 O. en Maple Fun Run. Únase a mí y apoye a su escuela: {EventUrl}',
      },
    });
  });

  it("sends an event's own saved templates as written, with the footer in the asked language", async () => {
    const thon = await sharingEvent();
    const own = {
      EmailSubject: 'Cheer on {ParticipantName}!',
      EmailBody: '{ParticipantName} runs in {EventName}.\n\nPledge here: {EventUrl}',
      Sms: 'Sponsor {ParticipantName}: {EventUrl}',
      GuestShare: 'Back {ParticipantName} with me: {EventUrl}',
    };
    const saved = await client().post(
      `/api/sharing/UpdateEventTemplates/${thon.eventId}`,
      own,
      thon.organizer.headers,
    );
    expect(saved.status).toBe(200);
    const invitee = uniqueEmail('own');
    await send('Email', thon.parent, {
      ParticipantId: thon.participantId,
      Recipients: [invitee],
      Language: 'es',
    });
    const [email] = await emailsTo(invitee);
    expect(email?.subject).toBe('Cheer on Runner0 O.!');
    expect(email?.text).toContain('Runner0 O. runs in Maple Fun Run.');
    expect(email?.text).toContain('templateId=email-v1');
    expect(email?.text).toContain(spanish.inviteEmailFooter);
    const guest = await client().get(`/api/sharing/GetGuestShare/${thon.participantId}`);
    expect((guest.body as { Texts: Record<string, string> }).Texts).toEqual({
      en: 'Back Runner0 O. with me: {EventUrl}',
      es: 'Back Runner0 O. with me: {EventUrl}',
    });
  });
});
