// The event's share templates (organizers edit, the preview and the sends follow), the public
// guest share, and social shares counted toward the goal.
import { describe, expect, it } from 'vitest';
import { templateNeedsLink, unknownPlaceholder } from '@thon/shared/catalog/sharing-messages';
import { defaultShareTemplates } from '@thon/shared/sharing/share-templates';
import { apiClient } from './api-client';
import { emailsTo } from './outbox';
import { useStackEnvironment } from './stack-environment';
import { sendEmails, sharingEvent, uniqueEmail } from './test-sharing';

const { apiUrl } = useStackEnvironment();
const client = () => apiClient(apiUrl);

const edited = {
  EmailSubject: 'Cheer on {ParticipantName}!',
  EmailBody:
    '{ParticipantName} runs {MinUnits} to {MaxUnits} {UnitName} in {EventName}.\n\nPledge here: {EventUrl}',
  Sms: 'Sponsor {ParticipantName}: {EventUrl}',
  GuestShare: 'Back {ParticipantName} with me: {EventUrl}',
};

describe('GET and POST /api/sharing/(Get|Update)EventTemplates/{eventId}', () => {
  it('answers our defaults with sample values, saves an edit with a new version, and later invitations use it', async () => {
    const thon = await sharingEvent();
    const path = `/api/sharing/GetEventTemplates/${thon.eventId}`;
    const before = await client().get(path, thon.organizer.headers);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      Templates: defaultShareTemplates,
      Defaults: defaultShareTemplates,
      Version: 0,
      SampleValues: {
        ParticipantName: 'Ava M.',
        EventName: 'Maple Fun Run',
        UnitName: 'lap',
        MaxUnits: '25',
      },
    });
    expect((before.body as { Placeholders: string[] }).Placeholders).toContain('{EventUrl}');

    const saved = await client().post(
      `/api/sharing/UpdateEventTemplates/${thon.eventId}`,
      edited,
      thon.organizer.headers,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ Templates: edited, Version: 1 });
    expect((await client().get(path, thon.organizer.headers)).body).toMatchObject({
      Templates: edited,
      Version: 1,
    });

    const invitee = uniqueEmail('edited');
    await sendEmails(client(), thon.parent, { ParticipantId: thon.participantId, Recipients: [invitee] });
    const [email] = await emailsTo(invitee);
    expect(email?.subject).toBe('Cheer on Runner0 O.!');
    expect(email?.text).toContain('Runner0 O. runs 0 to 25 lap in Maple Fun Run.');
    expect(email?.text).toContain('templateId=email-v1');
  });

  it("refuses an unknown placeholder, a template without {EventUrl}, and anyone but the event's organizers", async () => {
    const thon = await sharingEvent();
    const update = (body: unknown, headers = thon.organizer.headers) =>
      client().post(`/api/sharing/UpdateEventTemplates/${thon.eventId}`, body, headers);
    expect(await update({ ...edited, Sms: 'Sponsor {ParticipantNmae}: {EventUrl}' })).toMatchObject({
      status: 400,
      body: { message: unknownPlaceholder('ParticipantNmae'), issues: [{ path: 'Sms' }] },
    });
    expect(await update({ ...edited, GuestShare: 'Back {ParticipantName}!' })).toMatchObject({
      status: 400,
      body: { message: templateNeedsLink },
    });
    expect((await update(edited, thon.parent.headers)).status).toBe(403);
    const { signedInTestUser } = await import('./test-users');
    const otherOrganizer = await signedInTestUser('organizer', 'other');
    expect((await update(edited, otherOrganizer.headers)).status).toBe(404);
    expect(
      (await client().get(`/api/sharing/GetEventTemplates/${thon.eventId}`, otherOrganizer.headers)).status,
    ).toBe(404);
  });
});

describe('GET /api/sharing/GetGuestShare/{participantId}', () => {
  it('answers the guest-share text with {EventUrl} left for each channel, and links with campaign parameters', async () => {
    const thon = await sharingEvent();
    const answer = await client().get(`/api/sharing/GetGuestShare/${thon.participantId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ParticipantName: 'Runner0 O.',
      Text: 'I just sponsored Runner0 O. in Maple Fun Run. Join me and help their school: {EventUrl}',
    });
    const links = (answer.body as { Links: Record<string, string> }).Links;
    expect(links.facebook).toMatch(
      /utm_source=facebook&utm_medium=social&utm_campaign=share&templateId=guest-v0$/,
    );
    expect(links.whatsapp).toMatch(/utm_source=whatsapp/);
    const { setParticipantHidden } = await import('../../src/data/repositories/participants-repository');
    await setParticipantHidden(thon.eventId, thon.participantIds[1] ?? '', true);
    expect((await client().get(`/api/sharing/GetGuestShare/${thon.participantIds[1]}`)).status).toBe(404);
  });
});

describe('POST /api/sharing/RecordShare', () => {
  it('counts social shares toward the goal, at most 20 an hour from one address', async () => {
    const thon = await sharingEvent();
    const visitor = client();
    const record = (channel: string) =>
      visitor.post('/api/sharing/RecordShare', { ParticipantId: thon.participantId, Channel: channel });
    expect(await record('facebook')).toMatchObject({ status: 200, body: { Counted: true, SharesCount: 1 } });
    expect((await record('myspace')).status).toBe(400);
    for (let index = 0; index < 19; index += 1) await record('link');
    expect(await record('x')).toMatchObject({ status: 200, body: { Counted: false, SharesCount: 20 } });
    // Another address still counts.
    const other = await client().post('/api/sharing/RecordShare', {
      ParticipantId: thon.participantId,
      Channel: 'native',
    });
    expect(other.body).toMatchObject({ Counted: true, SharesCount: 21 });
    const kit = await client().get(`/api/sharing/GetShareKit/${thon.participantId}`, thon.parent.headers);
    expect(kit.body).toMatchObject({ SharesCount: 21 });
  });
});
