// Organizer calls through the local gateway: CreateThon, UpdateThon, ChangeThonStatus (the
// transition table) and GetThonAccessCodes, with their failure messages and who may call them.
import { beforeAll, describe, expect, it } from 'vitest';
import { schoolLevelNotForType, statusChangeRefused, thonLocked } from '@thon/shared/api/schemas/events';
import type { Role } from '@thon/shared/auth/roles';
import { apiClient, signedInHeaders } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestParticipant, createTestTeam } from './test-events';
import { connectPayoutAccount } from './test-payout-accounts';
import { createTestUser, signIn } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);
const thon = {
  Name: 'Maple Fun Run',
  OrganizationName: 'Maple Elementary',
  OrganizationType: 'Elementary School',
  StartDate: '2026-04-01',
  EndDate: '2026-04-30',
  TimeZone: 'America/Chicago',
  UnitName: 'lap',
  Goal: 12000,
  MinUnits: 5,
  MaxUnits: 40,
};

async function headersFor(role: Role) {
  const user = await createTestUser({ role, label: `thon-${role}`, withPassword: false });
  return { userId: user.userId, headers: signedInHeaders(await signIn(user)) };
}

let organizer: Awaited<ReturnType<typeof headersFor>>;
beforeAll(async () => {
  organizer = await headersFor('organizer');
});

async function createThon(): Promise<{ EventId: string; EventCode: string }> {
  const answer = await api.post('/api/events/CreateThon', thon, organizer.headers);
  expect(answer.status).toBe(200);
  return answer.body as { EventId: string; EventCode: string };
}

describe('POST /api/events/CreateThon', () => {
  it('creates a draft Thon whose event code finds it', async () => {
    const created = await createThon();
    expect(created).toMatchObject({
      Name: 'Maple Fun Run',
      Status: 'draft',
      Goal: 12000,
      MinUnits: 5,
      MaxUnits: 40,
    });
    expect(created.EventCode).toMatch(/^[A-Z2-9]{8}$/);
    expect((await api.post('/api/EventCode', { EventCode: created.EventCode })).body).toBe(created.EventId);
  });

  it('gives every Thon its own code', async () => {
    const codes = await Promise.all(Array.from({ length: 5 }, () => createThon()));
    expect(new Set(codes.map((created) => created.EventCode)).size).toBe(5);
  });

  it('names the invalid field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...thon, Name: ' ' }, 'Name is required'],
      [{ ...thon, OrganizationType: 'Circus' }, 'OrganizationType must be one of the organization types'],
      [{ ...thon, EndDate: '2026-03-01' }, 'EndDate must not be before StartDate'],
      [{ ...thon, MaxUnits: 1 }, 'MaxUnits must not be below MinUnits'],
      [{ ...thon, StartDate: '04/01/2026' }, 'StartDate must be a date (YYYY-MM-DD)'],
      [{ ...thon, EndDate: '2026-04-31' }, 'EndDate must be a real date'],
      [{ ...thon, TimeZone: 'Mars/Olympus' }, 'TimeZone must be an IANA time zone'],
      [{ ...thon, Goal: 'lots' }, 'Goal must be a number'],
    ];
    for (const [body, message] of cases) {
      expect(await api.post('/api/events/CreateThon', body, organizer.headers)).toMatchObject({
        status: 400,
        body: { message },
      });
    }
  });

  it('is for organizers and super admins', async () => {
    const parent = await headersFor('parent');
    expect((await api.post('/api/events/CreateThon', thon, parent.headers)).status).toBe(403);
  });
});

describe('CreateThon organization details (SchoolLevel, City, State)', () => {
  it('stores them on the organization and the event and answers them', async () => {
    const answer = await api.post(
      '/api/events/CreateThon',
      { ...thon, SchoolLevel: 'Elementary', City: ' Oak Park ', State: 'IL' },
      organizer.headers,
    );
    expect(answer).toMatchObject({
      status: 200,
      body: {
        OrganizationName: 'Maple Elementary',
        OrganizationType: 'Elementary School',
        SchoolLevel: 'Elementary',
        City: 'Oak Park',
        State: 'IL',
      },
    });
    const { EventId, OrganizationId } = answer.body as { EventId: string; OrganizationId: string };
    const { getEvent } = await import('../../src/data/repositories/events-repository');
    expect(await getEvent(EventId)).toMatchObject({
      organizationName: 'Maple Elementary',
      organizationType: 'Elementary School',
      schoolLevel: 'Elementary',
      city: 'Oak Park',
      state: 'IL',
    });
    const { thon: service } = await import('../../src/data/thon-service');
    const { data: organization } = await service()
      .entities.organization.get({ organizationId: OrganizationId })
      .go();
    expect(organization).toMatchObject({
      name: 'Maple Elementary',
      organizationType: 'Elementary School',
      schoolLevel: 'Elementary',
      city: 'Oak Park',
      state: 'IL',
    });
    // Edits keep them.
    const edited = await api.post('/api/events/UpdateThon', { EventId, Name: 'Renamed' }, organizer.headers);
    expect(edited.body).toMatchObject({
      Name: 'Renamed',
      SchoolLevel: 'Elementary',
      City: 'Oak Park',
      State: 'IL',
    });
  });

  it('treats them as optional: absent or empty means none', async () => {
    for (const extra of [{}, { SchoolLevel: '', City: '', State: '' }]) {
      const answer = await api.post('/api/events/CreateThon', { ...thon, ...extra }, organizer.headers);
      expect(answer).toMatchObject({ status: 200, body: { SchoolLevel: null, City: null, State: null } });
    }
  });

  it('refuses an unknown state or level, a long city, and a level for an organization that is not a school', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...thon, State: 'ZZ' }, 'State must be one of the states'],
      [{ ...thon, State: 'Illinois' }, 'State must be one of the states'],
      [{ ...thon, SchoolLevel: 'University' }, 'SchoolLevel must be one of the school levels'],
      [{ ...thon, City: 'x'.repeat(61) }, 'City is too long.'],
      [{ ...thon, City: 7 }, 'City must be text'],
      [{ ...thon, OrganizationType: 'Sports Team', SchoolLevel: 'High' }, schoolLevelNotForType],
      [{ ...thon, OrganizationType: 'Preschool', SchoolLevel: 'Elementary' }, schoolLevelNotForType],
    ];
    for (const [body, message] of cases) {
      expect(await api.post('/api/events/CreateThon', body, organizer.headers)).toMatchObject({
        status: 400,
        body: { message },
      });
    }
    expect(
      await api.post(
        '/api/events/CreateThon',
        { ...thon, OrganizationType: 'Sports Team', City: 'Austin', State: 'TX' },
        organizer.headers,
      ),
    ).toMatchObject({
      status: 200,
      body: { OrganizationType: 'Sports Team', SchoolLevel: null, State: 'TX' },
    });
  });
});

describe('POST /api/events/UpdateThon and ChangeThonStatus', () => {
  it('edits a draft, walks draft → live → completed → processed, and locks edits after live', async () => {
    const { EventId } = await createThon();
    const edited = await api.post(
      '/api/events/UpdateThon',
      { EventId, Name: 'Maple Run 2', Goal: 15000 },
      organizer.headers,
    );
    expect(edited).toMatchObject({
      status: 200,
      body: { Name: 'Maple Run 2', Goal: 15000, UnitName: 'lap' },
    });
    const move = (Status: string) =>
      api.post('/api/events/ChangeThonStatus', { EventId, Status }, organizer.headers);
    expect(await move('completed')).toEqual({
      status: 409,
      body: { message: statusChangeRefused('draft', 'completed') },
    });
    await connectPayoutAccount(EventId);
    expect((await move('live')).body).toMatchObject({ Status: 'live' });
    expect(await move('draft')).toEqual({
      status: 409,
      body: { message: statusChangeRefused('live', 'draft') },
    });
    expect((await move('completed')).body).toMatchObject({ Status: 'completed' });
    expect(
      await api.post('/api/events/UpdateThon', { EventId, Name: 'Too late' }, organizer.headers),
    ).toEqual({
      status: 409,
      body: { message: thonLocked },
    });
    expect((await move('processed')).body).toMatchObject({ Status: 'processed' });
    expect(await move('processed')).toEqual({
      status: 409,
      body: { message: statusChangeRefused('processed', 'processed') },
    });
  });

  it('lets only one of two concurrent moves apply', async () => {
    const { EventId } = await createThon();
    await connectPayoutAccount(EventId);
    const answers = await Promise.all(
      [0, 1].map(() =>
        api.post('/api/events/ChangeThonStatus', { EventId, Status: 'live' }, organizer.headers),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it("answers another organizer's Thon 404 like an unknown one, a bad status 400", async () => {
    const { EventId } = await createThon();
    const other = await headersFor('organizer');
    expect((await api.post('/api/events/UpdateThon', { EventId, Name: 'Mine' }, other.headers)).status).toBe(
      404,
    );
    expect(
      (await api.post('/api/events/ChangeThonStatus', { EventId, Status: 'live' }, other.headers)).status,
    ).toBe(404);
    expect(
      (await api.post('/api/events/UpdateThon', { EventId: 'nope', Name: 'X' }, organizer.headers)).status,
    ).toBe(404);
    expect(
      (await api.post('/api/events/ChangeThonStatus', { EventId, Status: 'archived' }, organizer.headers))
        .status,
    ).toBe(400);
    expect(
      (await api.post('/api/events/UpdateThon', { EventId, MinUnits: 50 }, organizer.headers)).body,
    ).toEqual({
      message: 'MaxUnits must not be below MinUnits',
    });
  });
});

describe('GET /api/events/GetThonAccessCodes/{eventId}', () => {
  it("lists each participant's own access code to the organizer only", async () => {
    const { EventId } = await createThon();
    const teamId = await createTestTeam(EventId);
    const first = await createTestParticipant(EventId, teamId);
    const second = await createTestParticipant(EventId, teamId);
    const answer = await api.get(`/api/events/GetThonAccessCodes/${EventId}`, organizer.headers);
    expect(answer.status).toBe(200);
    expect((answer.body as { AccessCode: string }[]).map((entry) => entry.AccessCode).sort()).toEqual(
      [first.accessCode, second.accessCode].sort(),
    );
    const other = await headersFor('organizer');
    expect((await api.get(`/api/events/GetThonAccessCodes/${EventId}`, other.headers)).status).toBe(404);
  });
});
