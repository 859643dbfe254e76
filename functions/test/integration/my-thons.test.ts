// GET /api/events/GetMyThons through the local gateway: the caller's own Thons, newest start date
// first (also after an edit moves a start date), nobody else's; organizers and super admins only.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@thon/shared/auth/roles';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent } from './test-events';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);
const path = '/api/events/GetMyThons';

const user = (role: Role) => signedInTestUser(role, `mythons-${role}`);

type Caller = SignedInTestUser;
interface ThonSummary {
  EventId: string;
  Name: string;
  StartDate: string;
  OrganizationName: string;
  City: string | null;
}

async function createThon(caller: Caller, Name: string, StartDate: string): Promise<ThonSummary> {
  const answer = await api.post(
    '/api/events/CreateThon',
    {
      Name,
      OrganizationName: 'Cedar High',
      OrganizationType: 'High School',
      SchoolLevel: 'High',
      City: 'Springfield',
      State: 'IL',
      StartDate,
      EndDate: '2027-12-31',
      TimeZone: 'America/Chicago',
      UnitName: 'lap',
      Goal: 5000,
      MinUnits: 0,
      MaxUnits: 20,
    },
    caller.headers,
  );
  expect(answer.status).toBe(200);
  return answer.body as ThonSummary;
}

async function myThons(caller: Caller): Promise<ThonSummary[]> {
  const answer = await api.get(path, caller.headers);
  expect(answer.status).toBe(200);
  return answer.body as ThonSummary[];
}

let organizer: Caller;
let otherOrganizer: Caller;
beforeAll(async () => {
  [organizer, otherOrganizer] = await Promise.all([user('organizer'), user('organizer')]);
});

describe('GET /api/events/GetMyThons', () => {
  it("lists the caller's own Thons, newest start date first, and not another organizer's", async () => {
    expect(await myThons(organizer)).toEqual([]);
    const spring = await createThon(organizer, 'Spring Run', '2027-04-01');
    const fall = await createThon(organizer, 'Fall Run', '2027-10-01');
    const summer = await createThon(organizer, 'Summer Run', '2027-07-01');
    const theirs = await createThon(otherOrganizer, 'Not Mine', '2027-08-01');

    const mine = await myThons(organizer);
    expect(mine.map((thon) => thon.Name)).toEqual(['Fall Run', 'Summer Run', 'Spring Run']);
    expect(mine.map((thon) => thon.EventId)).toEqual([fall.EventId, summer.EventId, spring.EventId]);
    expect(mine[0]).toMatchObject({
      Status: 'draft',
      StartDate: '2027-10-01',
      OrganizationName: 'Cedar High',
      OrganizationType: 'High School',
      SchoolLevel: 'High',
      City: 'Springfield',
      State: 'IL',
    });
    expect(mine.map((thon) => thon.EventId)).not.toContain(theirs.EventId);
    expect((await myThons(otherOrganizer)).map((thon) => thon.EventId)).toEqual([theirs.EventId]);

    // Moving a start date moves the Thon in the list (the index's sort key follows the edit).
    const moved = await api.post(
      '/api/events/UpdateThon',
      { EventId: spring.EventId, StartDate: '2027-11-01' },
      organizer.headers,
    );
    expect(moved.status).toBe(200);
    expect((await myThons(organizer)).map((thon) => thon.Name)).toEqual([
      'Spring Run',
      'Fall Run',
      'Summer Run',
    ]);
  });

  it('answers an event made without organization details with empty ones', async () => {
    const caller = await user('organizer');
    const { eventId } = await createTestEvent({ organizerUserId: caller.userId });
    expect(await myThons(caller)).toEqual([
      expect.objectContaining({
        EventId: eventId,
        OrganizationName: '',
        OrganizationType: '',
        SchoolLevel: null,
        City: null,
        State: null,
      }),
    ]);
  });

  it('lists a super admin the Thons they created', async () => {
    const admin = await user('super-admin');
    const created = await createThon(admin, 'Admin Run', '2027-05-01');
    expect((await myThons(admin)).map((thon) => thon.EventId)).toEqual([created.EventId]);
  });

  it('refuses a parent and a participant with 403 and an anonymous caller with 401', async () => {
    const [parent, participant] = await Promise.all([user('parent'), user('participant')]);
    expect(await api.get(path, parent.headers)).toMatchObject({ status: 403 });
    expect(await api.get(path, participant.headers)).toMatchObject({ status: 403 });
    expect(await api.get(path)).toMatchObject({ status: 401 });
  });

  it('is private: never cached', async () => {
    const response = await fetch(`${apiUrl}${path}`, { headers: organizer.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
