// The Session's fields and the sign-in rules of organizations and franchises, through the local
// gateway against the emulator: a participant of an organization that requires access codes is
// refused password sign-in (403, the catalogue's reason) while the access code still signs them in;
// a suspended franchise's users cannot sign in (403) and lose their open sessions the moment it is
// suspended; a franchisee's session names their franchise; the live public Thons near the viewer
// (CloudFront's location headers) come nearest first in the session and on the login page's call.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  franchiseSuspendedSignIn,
  franchiseSuspendedThonNotLive,
  participantsUseAccessCode,
} from '@thon/shared/catalog/messages';
import { apiClient, signedInHeaders } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestParticipant, createTestTeam, randomEventCode } from './test-events';
import { createFranchise } from './test-franchises';
import { connectPayoutAccount } from './test-payout-accounts';
import { createTestUser, signedInTestUser, testPassword, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);
const run = Date.now().toString(36);
const today = new Date().toISOString().slice(0, 10);

// Territories are one map for every test file on the stack: ZIPs of this run's own, in a range no
// other file claims (91000-91799).
const zipBase = 91000 + Math.floor(Math.random() * 400) * 2;

let admin: SignedInTestUser;

beforeAll(async () => {
  admin = await signedInTestUser('super-admin', 'session-fields');
});

const login = (username: string, password = testPassword) =>
  api.post('/authentication/login', { Username: username, Password: password });

/** An organization made over the console's API, and a live Thon of it made in the table. */
async function organizationWithThon(zip: string): Promise<{ organizationId: string; eventId: string }> {
  const created = await api.post(
    '/api/franchises/CreateOrganization',
    {
      Name: `Session School ${run} ${zip}`,
      OrganizationType: 'Elementary School',
      SchoolLevel: 'Elementary',
      Address: { Street: '1 School Way', City: 'Pasadena', State: 'CA', Zip: zip },
    },
    admin.headers,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const { OrganizationId: organizationId } = created.body as { OrganizationId: string };
  const { createEvent } = await import('../../src/data/repositories/events-repository');
  const eventId = randomUUID();
  await createEvent({
    eventId,
    organizationId,
    name: `Session Run ${run}`,
    eventCode: randomEventCode(),
    status: 'live',
    unitName: 'lap',
    startDate: today,
    endDate: '2099-12-31',
    timeZone: 'America/Los_Angeles',
    goal: 5000,
  });
  return { organizationId, eventId };
}

describe('ForceAccessCode', () => {
  it("refuses a participant's password sign-in with the reason, while the access code signs them in", async () => {
    const { organizationId, eventId } = await organizationWithThon(String(zipBase));
    const kid = await createTestUser({ role: 'participant', label: 'forced-kid' });
    const { accessCode } = await createTestParticipant(eventId, await createTestTeam(eventId), {
      userId: kid.userId,
    });
    // Before the setting, the password works.
    expect((await login(kid.username)).status).toBe(200);

    const forced = await api.post(
      '/api/franchises/SetForceAccessCode',
      { OrganizationId: organizationId, ForceAccessCode: true },
      admin.headers,
    );
    expect(forced).toMatchObject({ status: 200, body: { ForceAccessCode: true } });

    const refused = await login(kid.username);
    expect(refused).toMatchObject({ status: 403, body: { message: participantsUseAccessCode } });
    // A wrong password still answers as any failure: the rule tells a guesser nothing.
    expect(await login(kid.username, 'wrong-password')).toMatchObject({
      status: 200,
      body: 'Authentication Failed',
    });

    const withCode = await api.post('/authentication/LoginWithAccessCode', { AccessCode: accessCode });
    expect(withCode.status).toBe(200);
    const session = await api.get('/api/Users/GetSession', signedInHeaders(withCode.body as string));
    expect(session).toMatchObject({ status: 200, body: { UserId: kid.userId, ForceAccessCode: true } });

    // Other accounts of the same Thon (a parent) are not participants: the rule is not theirs.
    const parent = await createTestUser({ role: 'parent', label: 'forced-parent' });
    expect((await login(parent.username)).status).toBe(200);
  });
});

describe('a suspended franchise', () => {
  it('refuses its users and team leaders at sign-in, ends their open sessions at once, and keeps its Thons from going live', async () => {
    const franchiseId = await createFranchise(api, admin.headers, `Suspended ${run}`, String(zipBase + 1));
    const owner = await createTestUser({ role: 'franchisee-user', label: 'suspended-owner', franchiseId });
    const leader = await createTestUser({
      role: 'franchisee-team-leader',
      label: 'suspended-leader',
      franchiseId,
    });
    const draftThon = randomUUID();
    const { createEvent } = await import('../../src/data/repositories/events-repository');
    await createEvent({
      eventId: draftThon,
      organizationId: randomUUID(),
      franchiseId,
      name: `Suspended Run ${run}`,
      eventCode: randomEventCode(),
      status: 'draft',
      unitName: 'lap',
      startDate: today,
      endDate: '2099-12-31',
      timeZone: 'America/Los_Angeles',
      goal: 5000,
    });
    await connectPayoutAccount(draftThon);
    const tokens = await Promise.all(
      [owner, leader].map(async (user) => {
        const answer = await login(user.username);
        expect(answer.status).toBe(200);
        return answer.body as string;
      }),
    );
    const sessionStatus = async (token: string) =>
      (await api.get('/api/Users/GetSession', signedInHeaders(token))).status;
    expect(await Promise.all(tokens.map(sessionStatus))).toEqual([200, 200]);

    const suspended = await api.post(
      '/api/franchises/SetFranchiseStatus',
      { FranchiseId: franchiseId, Status: 'suspended' },
      admin.headers,
    );
    expect(suspended).toMatchObject({ status: 200, body: { Status: 'suspended' } });

    expect(await Promise.all(tokens.map(sessionStatus))).toEqual([403, 403]);
    // Its Thons cannot go live (a Thon ready for it otherwise: its school can receive payments).
    const goLive = () =>
      api.post('/api/events/ChangeThonStatus', { EventId: draftThon, Status: 'live' }, admin.headers);
    expect(await goLive()).toMatchObject({ status: 409, body: { message: franchiseSuspendedThonNotLive } });
    for (const user of [owner, leader]) {
      expect(await login(user.username)).toMatchObject({
        status: 403,
        body: { message: franchiseSuspendedSignIn },
      });
    }

    const reactivated = await api.post(
      '/api/franchises/SetFranchiseStatus',
      { FranchiseId: franchiseId, Status: 'active' },
      admin.headers,
    );
    expect(reactivated.status).toBe(200);
    expect((await login(owner.username)).status).toBe(200);
    expect(await goLive()).toMatchObject({ status: 200, body: { Status: 'live' } });
  });
});

describe("a franchisee's session", () => {
  it('names their franchise (FranchiseId), and no other role gets one', async () => {
    const franchiseId = await createFranchise(api, admin.headers, `Session Fr ${run}`, String(zipBase + 2));
    for (const role of ['franchisee-user', 'franchisee-team-leader'] as const) {
      const user = await signedInTestUser(role, 'session-franchise', { franchiseId });
      const session = await api.get('/api/Users/GetSession', user.headers);
      expect(session).toMatchObject({ status: 200, body: { Role: role, FranchiseId: franchiseId } });
    }
    const session = await api.get('/api/Users/GetSession', admin.headers);
    expect(session).toMatchObject({ status: 200, body: { FranchiseId: null } });
  });
});

describe('nearby events', () => {
  // Billings, Montana: no other test file places Thons there (their ZIPs are in CA, NV and OR).
  const billings = {
    'CloudFront-Viewer-Latitude': '45.78',
    'CloudFront-Viewer-Longitude': '-108.5',
    'CloudFront-Viewer-City': 'Billings',
    'CloudFront-Viewer-Country-Region': 'MT',
  };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const { createEvent } = await import('../../src/data/repositories/events-repository');
    const thon = async (
      label: string,
      postalCode: string,
      options: { status?: 'live' | 'draft'; isTest?: boolean; startDate?: string } = {},
    ) => {
      const eventId = randomUUID();
      await createEvent({
        eventId,
        organizationId: randomUUID(),
        name: `Nearby ${label} ${run}`,
        eventCode: randomEventCode(),
        status: options.status ?? 'live',
        unitName: 'lap',
        startDate: options.startDate ?? today,
        endDate: '2099-12-31',
        timeZone: 'America/Denver',
        goal: 5000,
        postalCode,
        isTest: options.isTest ?? false,
      });
      ids[label] = eventId;
    };
    // Every Thon is in place before the first call with a location: the live Thons are read once
    // a minute per function instance.
    await Promise.all([
      thon('laurel', '59044'), // about 15 miles
      thon('downtown', '59101'), // under a mile
      thon('missoula', '59801'), // about 270 miles
      thon('rehearsal', '59101', { isTest: true }),
      thon('draft', '59101', { status: 'draft' }),
      // Live but started long ago: outside the 60 days the Query reads.
      thon('stale', '59101', { startDate: '2020-01-01' }),
    ]);
  });

  const mine = (events: { EventId: string }[]) => {
    const labels = new Map(Object.entries(ids).map(([label, id]) => [id, label]));
    return events.flatMap((event) => labels.get(event.EventId) ?? []);
  };

  it("lists the viewer's live public Thons within 50 miles, nearest first, in the session", async () => {
    const viewer = await signedInTestUser('parent', 'nearby-viewer');
    const session = await api.get('/api/Users/GetSession', { ...viewer.headers, ...billings });
    expect(session.status).toBe(200);
    const body = session.body as { Location: string; NearbyEvents: { EventId: string; EventCode: string }[] };
    expect(body.Location).toBe('Billings, MT');
    expect(mine(body.NearbyEvents)).toEqual(['downtown', 'laurel']);
    expect(body.NearbyEvents.find((event) => event.EventId === ids.downtown)).toMatchObject({
      Name: `Nearby downtown ${run}`,
    });
  });

  it('lists the same for anyone on the login page, from a postal code alone', async () => {
    const answer = await api.get('/api/events/GetNearbyEvents', { 'CloudFront-Viewer-Postal-Code': '59101' });
    expect(answer.status).toBe(200);
    expect(mine((answer.body as { NearbyEvents: { EventId: string }[] }).NearbyEvents)).toEqual([
      'downtown',
      'laurel',
    ]);
  });

  it('lists none, and no Location, when the viewer is nowhere known', async () => {
    const viewer = await signedInTestUser('parent', 'nearby-nowhere');
    const session = await api.get('/api/Users/GetSession', viewer.headers);
    expect(session).toMatchObject({ status: 200, body: { Location: null, NearbyEvents: [] } });
    const junk = await api.get('/api/events/GetNearbyEvents', {
      'CloudFront-Viewer-Latitude': 'north',
      'CloudFront-Viewer-Longitude': '-108.5',
    });
    expect(junk).toMatchObject({ status: 200, body: { NearbyEvents: [] } });
  });
});
