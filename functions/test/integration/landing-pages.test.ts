// Landing pages over real HTTP against the emulator: every call, who may manage, the
// url's uniqueness under 50 concurrent adds, a url change moving the claim, the public page, and
// the video link's normalisation.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { landingUrlInvalid, noSuchLandingPage } from '@thon/shared/catalog/landing-page-messages';
import { landingPageUrlTaken, videoUrlOnly } from '@thon/shared/catalog/messages';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent, createTestTeam } from './test-events';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const client = () => apiClient(apiUrl);
const uniqueUrl = (label = 'page') => `${label}-${randomUUID().slice(0, 8)}`;

let organizer: SignedInTestUser;
let otherOrganizer: SignedInTestUser;
let leader: SignedInTestUser;
let parent: SignedInTestUser;

beforeAll(async () => {
  [organizer, otherOrganizer, leader, parent] = await Promise.all([
    signedInTestUser('organizer', 'org'),
    signedInTestUser('organizer', 'other'),
    signedInTestUser('team-leader', 'lead'),
    signedInTestUser('parent', 'par'),
  ]);
});

async function thon(status: 'draft' | 'live' = 'live') {
  const { eventId, eventCode } = await createTestEvent({ status, organizerUserId: organizer.userId });
  return { eventId, eventCode };
}

const add = (user: SignedInTestUser, body: Record<string, unknown>) =>
  client().post('/api/LandingPage/AddLandingPage', body, user.headers);
const page = (eventId: string, overrides: Record<string, unknown> = {}) => ({
  EventId: eventId,
  Url: uniqueUrl(),
  Title: 'Lincoln Runs for the Library',
  SubTitle: 'Every lap buys a book',
  Quote: '"Reading takes you places." - Ms. Rivera',
  TeamBio: 'Room 12 has run every year since 2019.',
  ...overrides,
});

describe('adding, reading and listing landing pages', () => {
  it("creates a page for the organizer's event, lists it, and shows it publicly without its keys", async () => {
    const { eventId, eventCode } = await thon();
    const body = page(eventId, {
      Url: `  ${uniqueUrl('Lincoln').toUpperCase()} `,
      VideoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });
    const added = await add(organizer, body);
    expect(added.status).toBe(200);
    const url = String(body.Url).trim().toLowerCase();
    expect(added.body).toMatchObject({
      Url: url,
      Title: body.Title,
      EventId: eventId,
      EventCode: eventCode,
      VideoEmbedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    const list = await client().get('/api/LandingPage/GetLandingPages', organizer.headers);
    expect(
      (list.body as { LandingPages: { Url: string }[] }).LandingPages.map((entry) => entry.Url),
    ).toContain(url);
    expect(
      (await client().get('/api/LandingPage/GetLandingPages', otherOrganizer.headers)).body,
    ).not.toMatchObject({ LandingPages: [{ Url: url }] });

    const visitor = await client().get(`/api/LandingPage/GetLandingPageByUrl/${url}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toMatchObject({
      Url: url,
      Title: body.Title,
      Quote: body.Quote,
      EventCode: eventCode,
    });
    expect(visitor.body).not.toHaveProperty('ImageKey');
    expect(
      (await client().get(`/api/LandingPage/GetLandingPageByUrl/${uniqueUrl('none')}`)).body,
    ).toMatchObject({
      message: noSuchLandingPage,
    });
  });

  it("refuses a taken, reserved or malformed url with the spec's message, and a video that is not YouTube or Vimeo", async () => {
    const { eventId } = await thon();
    const first = page(eventId);
    expect((await add(organizer, first)).status).toBe(200);
    expect(await add(organizer, page(eventId, { Url: first.Url }))).toMatchObject({
      status: 400,
      body: { message: landingPageUrlTaken, issues: [{ path: 'Url', message: landingPageUrlTaken }] },
    });
    expect(await add(organizer, page(eventId, { Url: 'event' }))).toMatchObject({
      status: 400,
      body: { message: landingPageUrlTaken },
    });
    expect(await add(organizer, page(eventId, { Url: 'no spaces!' }))).toMatchObject({
      status: 400,
      body: { message: landingUrlInvalid },
    });
    expect(
      await add(organizer, page(eventId, { VideoUrl: 'https://dailymotion.com/video/x7' })),
    ).toMatchObject({
      status: 400,
      body: { message: videoUrlOnly },
    });
  });

  it('answers availability for add and for update (a page may keep its own url)', async () => {
    const { eventId } = await thon();
    const body = page(eventId);
    const added = (await add(organizer, body)).body as { LandingPageId: string };
    const forAdd = (url: string) =>
      client().get(`/api/LandingPage/IsLandingPageAvailableForAdd/${url}`, organizer.headers);
    expect((await forAdd(body.Url)).body).toEqual({ Available: false, Message: landingPageUrlTaken });
    expect((await forAdd(uniqueUrl('free'))).body).toEqual({ Available: true });
    expect((await forAdd('shop')).body).toEqual({ Available: false, Message: landingPageUrlTaken });
    expect((await forAdd('x')).body).toEqual({ Available: false, Message: landingUrlInvalid });
    const forUpdate = (url: string) =>
      client().get(
        `/api/LandingPage/IsLandingPageAvailableForUpdate/${added.LandingPageId}/${url}`,
        organizer.headers,
      );
    expect((await forUpdate(body.Url)).body).toEqual({ Available: true });
    const other = page(eventId);
    await add(organizer, other);
    expect((await forUpdate(other.Url)).body).toEqual({ Available: false, Message: landingPageUrlTaken });
  });
});

describe('changing and deleting', () => {
  it('moves the url claim with the page in one transaction: the old url is free, the new one taken', async () => {
    const { eventId } = await thon();
    const body = page(eventId);
    const { LandingPageId } = (await add(organizer, body)).body as { LandingPageId: string };
    const newUrl = uniqueUrl('moved');
    const updated = await client().post(
      '/api/LandingPage/UpdateLandingPage',
      { LandingPageId, Url: newUrl, Title: 'New title', VideoUrl: 'https://vimeo.com/76979871' },
      organizer.headers,
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      Url: newUrl,
      Title: 'New title',
      VideoEmbedUrl: 'https://player.vimeo.com/video/76979871?dnt=1',
    });
    // The fields left out are cleared, not kept.
    expect(updated.body).not.toHaveProperty('Quote');
    expect((await client().get(`/api/LandingPage/GetLandingPageByUrl/${body.Url}`)).status).toBe(404);
    expect((await client().get(`/api/LandingPage/GetLandingPageByUrl/${newUrl}`)).status).toBe(200);
    // The old url is free for another page; the new one is not.
    expect((await add(organizer, page(eventId, { Url: body.Url }))).status).toBe(200);
    expect((await add(organizer, page(eventId, { Url: newUrl }))).body).toMatchObject({
      message: landingPageUrlTaken,
    });

    const deleted = await client().delete(
      `/api/LandingPage/DeleteLandingPage/${LandingPageId}`,
      organizer.headers,
    );
    expect(deleted).toMatchObject({ status: 200, body: { Deleted: true } });
    expect((await client().get(`/api/LandingPage/GetLandingPageByUrl/${newUrl}`)).status).toBe(404);
    expect((await add(organizer, page(eventId, { Url: newUrl }))).status).toBe(200);
    expect(
      (await client().delete(`/api/LandingPage/DeleteLandingPage/${LandingPageId}`, organizer.headers))
        .status,
    ).toBe(404);
  });

  it('gives exactly one page for 50 concurrent adds of one url, and 49 answers of the spec message', async () => {
    const { eventId } = await thon();
    const url = uniqueUrl('race');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => add(organizer, page(eventId, { Url: url }))),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(49);
    for (const answer of refused)
      expect(answer).toMatchObject({ status: 400, body: { message: landingPageUrlTaken } });
    const list = (await client().get('/api/LandingPage/GetLandingPages', organizer.headers)).body as {
      LandingPages: { Url: string }[];
    };
    expect(list.LandingPages.filter((entry) => entry.Url === url)).toHaveLength(1);
  });
});

describe('who may manage', () => {
  it("lets an event's organizer and its team's leader manage, and nobody else", async () => {
    const { eventId } = await thon();
    const teamId = await createTestTeam(eventId);
    const { assignTeamLeader } = await import('../../src/data/repositories/teams-repository');
    await assignTeamLeader(eventId, teamId, leader.userId);
    expect((await add(otherOrganizer, page(eventId))).status).toBe(404);
    expect((await add(parent, page(eventId))).status).toBe(403);
    // The event's own pages are its managers': a team's leader reaches them no more than a stranger.
    expect((await add(leader, page(eventId))).status).toBe(404);
    const teamPage = await add(leader, page(eventId, { TeamId: teamId }));
    expect(teamPage.status).toBe(200);
    const { LandingPageId, Url } = teamPage.body as { LandingPageId: string; Url: string };
    const leaderList = (await client().get('/api/LandingPage/GetLandingPages', leader.headers)).body as {
      LandingPages: { Url: string }[];
    };
    expect(leaderList.LandingPages.map((entry) => entry.Url)).toEqual([Url]);
    const change = (user: SignedInTestUser) =>
      client().post(
        '/api/LandingPage/UpdateLandingPage',
        { LandingPageId, Url, Title: 'Room 12 runs' },
        user.headers,
      );
    expect((await change(otherOrganizer)).status).toBe(404);
    expect((await change(organizer)).status).toBe(200);
    expect((await change(leader)).status).toBe(200);
    expect(
      (await client().delete(`/api/LandingPage/DeleteLandingPage/${LandingPageId}`, otherOrganizer.headers))
        .status,
    ).toBe(404);
  });

  it("keeps a draft Thon's page from visitors", async () => {
    const { eventId } = await thon('draft');
    const body = page(eventId);
    expect((await add(organizer, body)).status).toBe(200);
    expect((await client().get(`/api/LandingPage/GetLandingPageByUrl/${body.Url}`)).status).toBe(404);
  });
});

describe("a Thon's video", () => {
  it('is set by its organizer (YouTube or Vimeo only) and shown on the event page in the privacy-enhanced player', async () => {
    const { eventId } = await thon();
    const update = (VideoUrl: string) =>
      client().post('/api/events/UpdateThon', { EventId: eventId, VideoUrl }, organizer.headers);
    expect(await update('https://example.com/clip.mp4')).toMatchObject({
      status: 400,
      body: { message: videoUrlOnly },
    });
    expect(await update('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toMatchObject({
      status: 200,
      body: { VideoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    });
    expect((await client().get(`/api/events/GetEventPage/${eventId}`)).body).toMatchObject({
      VideoEmbedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect((await update('')).body).not.toHaveProperty('VideoUrl');
    expect((await client().get(`/api/events/GetEventPage/${eventId}`)).body).not.toHaveProperty(
      'VideoEmbedUrl',
    );
  });
});
