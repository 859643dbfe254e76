// The franchisee pages through the local gateway against the emulator: the calendar of a month
// (a Thon spanning two months appears in both, one only before or after does not), its scope
// (another franchise's id and an unknown one answer 404 alike; a team leader reads their own; a
// super admin names the franchise), the iCalendar feed (create, fetch text/calendar without a
// session, revoke, 404; a new feed replaces the old; each change audited), and the dashboard's
// figures for a small franchise, computed here independently of the code under test.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { franchiseIdRequired, notFound } from '@thon/shared/catalog/messages';
import { addDays } from '@thon/shared/franchises/calendar-range';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { randomEventCode } from './test-events';
import { createFranchise } from './test-franchises';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

// Each run holds ZIPs of its own (as exact five-digit prefixes) in Nevada's 890-897, a range no
// other file uses: two for the calendar (89000-89799), one for the dashboard (89800-89899).
const run = Date.now().toString(36);
const base = 89000 + Math.floor(Math.random() * 400) * 2;
const zipOurs = String(base);
const zipTheirs = String(base + 1);
const today = new Date().toISOString().slice(0, 10);

let admin: SignedInTestUser;
let franchisee: SignedInTestUser;
let teamLeader: SignedInTestUser;
let otherFranchisee: SignedInTestUser;
let ours: string;
let theirs: string;

interface CalendarAnswer {
  FranchiseId: string;
  From: string;
  To: string;
  Thons: {
    EventId: string;
    StartDate: string;
    EventDate: string;
    EndDate: string;
    OrganizationName: string;
    ParticipantCount: number;
    Status: string;
  }[];
  Feed: { CreatedAt: string } | null;
}

async function createSchool(name: string, zip: string, headers = admin.headers): Promise<string> {
  const answer = await api.post(
    '/api/franchises/CreateOrganization',
    {
      Name: `${name} ${run}`,
      OrganizationType: 'Elementary School',
      SchoolLevel: 'Elementary',
      Address: { Street: '1 School Way', City: 'Reno', State: 'NV', Zip: zip },
    },
    headers,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { OrganizationId: string }).OrganizationId;
}

/** A Thon of a school, written as CreateThon writes it (the franchise copied onto the event). */
async function createThon(options: {
  organizationId: string;
  franchiseId: string;
  name: string;
  startDate: string;
  endDate: string;
  status: 'draft' | 'live' | 'completed' | 'processed';
  isTest?: boolean;
}): Promise<string> {
  const { createEvent } = await import('../../src/data/repositories/events-repository');
  const eventId = randomUUID();
  const outcome = await createEvent({
    eventId,
    organizationId: options.organizationId,
    organizationName: `School of ${options.name}`,
    franchiseId: options.franchiseId,
    name: `${options.name} ${run}`,
    eventCode: randomEventCode(),
    status: options.status,
    unitName: 'lap',
    startDate: options.startDate,
    endDate: options.endDate,
    timeZone: 'America/Los_Angeles',
    goal: 5000,
    ...(options.isTest ? { isTest: true } : {}),
  });
  expect(outcome.written).toBe(true);
  return eventId;
}

const calendar = (query: string, headers: Record<string, string>) =>
  api.get(`/api/franchisee/GetFranchiseCalendar?${query}`, headers);

/** The feed is text/calendar, not JSON: fetched as text, with no session. */
async function fetchFeed(feedUrl: string): Promise<{ status: number; type: string | null; text: string }> {
  const { pathname } = new URL(feedUrl);
  const response = await fetch(`${apiUrl}${pathname}`);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

beforeAll(async () => {
  admin = await signedInTestUser('super-admin', 'calendar-admin');
  ours = await createFranchise(api, admin.headers, `Sierra ${run}`, zipOurs);
  theirs = await createFranchise(api, admin.headers, `Tahoe ${run}`, zipTheirs);
  franchisee = await signedInTestUser('franchisee-user', 'calendar-owner', { franchiseId: ours });
  teamLeader = await signedInTestUser('franchisee-team-leader', 'calendar-leader', { franchiseId: ours });
  otherFranchisee = await signedInTestUser('franchisee-user', 'calendar-other', { franchiseId: theirs });
});

describe('franchise calendar', () => {
  let spanning: string;
  let april: string;
  let june: string;

  beforeAll(async () => {
    const school = await createSchool('Galena', zipOurs);
    spanning = await createThon({
      organizationId: school,
      franchiseId: ours,
      name: 'Spanning',
      startDate: '2031-04-26',
      endDate: '2031-05-07',
      status: 'live',
    });
    april = await createThon({
      organizationId: school,
      franchiseId: ours,
      name: 'April',
      startDate: '2031-04-06',
      endDate: '2031-04-17',
      status: 'draft',
    });
    june = await createThon({
      organizationId: school,
      franchiseId: ours,
      name: 'June',
      startDate: '2031-06-01',
      endDate: '2031-06-12',
      status: 'draft',
    });
    await createThon({
      organizationId: school,
      franchiseId: ours,
      name: 'Rehearsal',
      startDate: '2031-05-02',
      endDate: '2031-05-03',
      status: 'live',
      isTest: true,
    });
  });

  it('shows a Thon spanning two months in both, each month only its own others', async () => {
    const inApril = await calendar('Month=2031-04', franchisee.headers);
    const inMay = await calendar('Month=2031-05', franchisee.headers);
    expect(inApril.status, JSON.stringify(inApril.body)).toBe(200);
    const ids = (answer: typeof inApril) => (answer.body as CalendarAnswer).Thons.map((thon) => thon.EventId);
    expect(ids(inApril)).toEqual([april, spanning]);
    // The rehearsal (a test Thon) is on no calendar; June's is not in May.
    expect(ids(inMay)).toEqual([spanning]);
    expect(inMay.body).toMatchObject({ FranchiseId: ours, From: '2031-05-01', To: '2031-05-31' });
    expect((inMay.body as CalendarAnswer).Thons[0]).toEqual({
      EventId: spanning,
      Name: `Spanning ${run}`,
      StartDate: '2031-04-26',
      EventDate: '2031-05-07',
      EndDate: '2031-05-07',
      OrganizationId: expect.any(String) as string,
      OrganizationName: 'School of Spanning',
      ParticipantCount: 0,
      Status: 'live',
    });
    const range = await calendar('From=2031-05-25&To=2031-06-05', franchisee.headers);
    expect(ids(range)).toEqual([june]);
  });

  it('answers another franchise and an unknown one alike (404); a team leader reads their own; a super admin names one', async () => {
    const stranger = await calendar(`Month=2031-05&FranchiseId=${ours}`, otherFranchisee.headers);
    const unknown = await calendar(`Month=2031-05&FranchiseId=${randomUUID()}`, otherFranchisee.headers);
    expect(stranger).toEqual({ status: 404, body: unknown.body });
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(unknown.body)).toContain(notFound);
    const leader = await calendar('Month=2031-05', teamLeader.headers);
    expect(leader.status).toBe(200);
    expect((leader.body as CalendarAnswer).Thons.map((thon) => thon.EventId)).toEqual([spanning]);
    const adminWithout = await calendar('Month=2031-05', admin.headers);
    expect(adminWithout.status).toBe(400);
    expect(JSON.stringify(adminWithout.body)).toContain(franchiseIdRequired);
    const adminNamed = await calendar(`Month=2031-05&FranchiseId=${ours}`, admin.headers);
    expect((adminNamed.body as CalendarAnswer).Thons.map((thon) => thon.EventId)).toEqual([spanning]);
  });

  it('refuses a bad range with 400', async () => {
    expect((await calendar('Month=2031-13', franchisee.headers)).status).toBe(400);
    expect((await calendar('From=2031-05-01', franchisee.headers)).status).toBe(400);
    expect((await calendar('From=2031-05-01&To=2031-08-01', franchisee.headers)).status).toBe(400);
  });

  it('feed: create, fetch text/calendar without a session, replace, revoke (404), each audited', async () => {
    const created = await api.post('/api/franchisee/CreateCalendarFeed', {}, franchisee.headers);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { FeedUrl: firstUrl } = created.body as { FeedUrl: string };
    const feed = await fetchFeed(firstUrl);
    expect(feed.status).toBe(200);
    expect(feed.type).toMatch(/^text\/calendar/);
    expect(feed.text).toContain('BEGIN:VCALENDAR');
    expect(feed.text).toContain(`UID:${spanning}-event-day@thon`);
    expect(feed.text).toMatch(
      new RegExp(
        `UID:${spanning}-programme@thon\\r\\n(?:.*\\r\\n)*?DTSTART;VALUE=DATE:20310426\\r\\nDTEND;VALUE=DATE:20310508`,
      ),
    );
    expect(feed.text).toContain(`UID:${june}-event-day@thon`);
    expect(feed.text).not.toContain('Rehearsal');
    // The calendar says a feed exists, never its URL.
    const state = await calendar('Month=2031-05', franchisee.headers);
    expect((state.body as CalendarAnswer).Feed).toEqual({
      CreatedAt: (created.body as { CreatedAt: string }).CreatedAt,
    });
    expect(JSON.stringify(state.body)).not.toContain(new URL(firstUrl).pathname.split('/').at(-1));

    // Another franchise's user cannot make or revoke this franchise's feed.
    expect(
      (await api.post('/api/franchisee/RevokeCalendarFeed', { FranchiseId: ours }, otherFranchisee.headers))
        .status,
    ).toBe(404);

    const replaced = await api.post('/api/franchisee/CreateCalendarFeed', {}, franchisee.headers);
    const { FeedUrl: secondUrl } = replaced.body as { FeedUrl: string };
    expect((await fetchFeed(firstUrl)).status).toBe(404);
    expect((await fetchFeed(secondUrl)).status).toBe(200);

    const revoked = await api.post('/api/franchisee/RevokeCalendarFeed', {}, franchisee.headers);
    expect(revoked).toEqual({ status: 200, body: { Revoked: true } });
    expect((await fetchFeed(secondUrl)).status).toBe(404);
    expect((await calendar('Month=2031-05', franchisee.headers)).body).toMatchObject({ Feed: null });
    // A malformed token is refused at the edge; nothing to revoke is not a change.
    expect((await fetch(`${apiUrl}/api/franchisee/CalendarFeed/short`)).status).toBe(400);
    expect(await api.post('/api/franchisee/RevokeCalendarFeed', {}, franchisee.headers)).toEqual({
      status: 200,
      body: { Revoked: false },
    });

    const log = await api.get(`/api/audit/ListAuditEntries?FranchiseId=${ours}`, admin.headers);
    const actions = (log.body as { Entries: { Action: string; Who: { UserId: string } }[] }).Entries.filter(
      (entry) => entry.Action.startsWith('calendar-feed'),
    );
    expect(actions.map((entry) => entry.Action)).toEqual([
      'calendar-feed-revoked',
      'calendar-feed-created',
      'calendar-feed-created',
    ]);
    expect(actions.every((entry) => entry.Who.UserId === franchisee.userId)).toBe(true);
  });
});

describe('franchise dashboard', () => {
  let dashboardFranchise: string;
  let owner: SignedInTestUser;
  let fixture: {
    upcoming: string;
    live: string;
    done: string;
    unconnected: string;
    runners: { raised: number; pledged: number; units: number | undefined }[];
  };

  // Tests of a file run in a random order: the franchise is made before any of them.
  beforeAll(async () => {
    const zip = String(89800 + Math.floor(Math.random() * 100));
    dashboardFranchise = await createFranchise(api, admin.headers, `Dashboard ${run}`, zip);
    owner = await signedInTestUser('franchisee-user', 'dashboard-owner', { franchiseId: dashboardFranchise });
    const connected = await createSchool('Connected', zip, owner.headers);
    const unconnected = await createSchool('Unconnected', zip, owner.headers);
    const { thon } = await import('../../src/data/thon-service');
    await thon()
      .entities.organization.patch({ organizationId: connected })
      .set({ payoutChargesEnabled: true })
      .go();

    const upcoming = await createThon({
      organizationId: connected,
      franchiseId: dashboardFranchise,
      name: 'Soon',
      startDate: addDays(today, 20),
      endDate: addDays(today, 34),
      status: 'live',
    });
    const live = await createThon({
      organizationId: unconnected,
      franchiseId: dashboardFranchise,
      name: 'Now',
      startDate: addDays(today, -10),
      endDate: addDays(today, 3),
      status: 'live',
    });
    const done = await createThon({
      organizationId: connected,
      franchiseId: dashboardFranchise,
      name: 'Done',
      startDate: addDays(today, -60),
      endDate: addDays(today, -46),
      status: 'completed',
    });
    await createThon({
      organizationId: unconnected,
      franchiseId: dashboardFranchise,
      name: 'Rehearsal',
      startDate: addDays(today, -2),
      endDate: addDays(today, 1),
      status: 'live',
      isTest: true,
    });

    // Participants: raised through the credit path, units and the per-unit estimate as RecordUnits leaves them.
    const { createParticipant, creditRaised } =
      await import('../../src/data/repositories/participants-repository');
    const runners = [
      { eventId: live, raised: 1500, pledged: 400, units: 12 },
      { eventId: live, raised: 2500, pledged: 0, units: undefined },
      { eventId: live, raised: 0, pledged: 900, units: undefined },
      { eventId: done, raised: 7000, pledged: 1200, units: 20 },
      { eventId: done, raised: 300, pledged: 0, units: undefined },
    ];
    for (const runner of runners) {
      const participantId = randomUUID();
      await createParticipant({
        participantId,
        eventId: runner.eventId,
        teamId: 'room-1',
        firstName: 'Rae',
        lastName: 'Lind',
        goal: 100,
        accessCode: randomUUID().slice(0, 8),
      });
      if (runner.raised > 0) await creditRaised(participantId, runner.raised, `credit-${participantId}`);
      await thon()
        .entities.participant.patch({ participantId })
        .set({ pledgedCents: runner.pledged, ...(runner.units === undefined ? {} : { units: runner.units }) })
        .go();
    }
    // One failed charge on the completed Thon, one charged.
    for (const status of ['Failed', 'Charged'] as const) {
      await thon()
        .entities.pledge.create({
          pledgeId: randomUUID(),
          eventId: done,
          participantId: 'p',
          teamId: 'room-1',
          kind: 'flat',
          status,
          amountCents: 1000,
          donorFirstName: 'D',
          donorLastName: 'W',
          donorEmail: 'd@example.com',
          anonymous: false,
          coverExpense: false,
          commissionPercent: 10,
          createdAt: new Date().toISOString(),
        })
        .go();
    }

    fixture = { upcoming, live, done, unconnected, runners };
  });

  it('counts, totals and what needs attention for a small franchise', async () => {
    const { upcoming, live, done, unconnected, runners } = fixture;
    const answer = await api.get('/api/franchisee/GetFranchiseDashboard', owner.headers);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const counted = runners;
    expect(answer.body).toMatchObject({
      FranchiseId: dashboardFranchise,
      UpcomingCount: 1,
      LiveCount: 1,
      CompletedCount: 1,
      Upcoming: [{ EventId: upcoming }],
      Live: [{ EventId: live }],
      Completed: [{ EventId: done }],
      RaisedCents: counted.reduce((sum, runner) => sum + runner.raised, 0),
      PledgedCents: counted.reduce((sum, runner) => sum + runner.pledged, 0),
      TotalsThonCount: 2,
      TotalsPartial: false,
      Attention: {
        PayoutNotConnected: [{ OrganizationId: unconnected, OrganizationName: `Unconnected ${run}` }],
        FailedCharges: 1,
        UnitsNotRecorded: counted.filter((runner) => runner.units === undefined).length,
        EndingThisWeek: [{ EventId: live }],
      },
    });
  });

  it('answers another franchise as unknown, and a super admin names the franchise', async () => {
    const stranger = await api.get(
      `/api/franchisee/GetFranchiseDashboard?FranchiseId=${dashboardFranchise}`,
      franchisee.headers,
    );
    expect(stranger.status).toBe(404);
    const named = await api.get(
      `/api/franchisee/GetFranchiseDashboard?FranchiseId=${dashboardFranchise}`,
      admin.headers,
    );
    expect(named.body).toMatchObject({ FranchiseId: dashboardFranchise, LiveCount: 1 });
    expect((await api.get('/api/franchisee/GetFranchiseDashboard', admin.headers)).status).toBe(400);
  });
});
