// The console's Thons list on in-memory ports: each role sees what its scope reaches (a super admin
// every Thon or one franchise's, a franchisee user their franchise's and a 404 for another's, a
// franchisee team leader the Thons assigned to them, a test user the test Thons), filtered by
// status, organization and start dates, paged by cursor, each row with its effective commission
// and its organizer's name (the page's organizers read in one batch).
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultCommissionPercent } from '@thon/shared/catalog/donations';
import { notFound, pageCursorNotValid } from '@thon/shared/catalog/messages';
import type { EventRecord } from '../../../src/data/repositories/events-repository';
import type { UserRecord } from '../../../src/data/repositories/users-repository';
import type { Caller } from '../../../src/domain/caller';
import { listConsoleThons } from '../../../src/domain/console-thons/list-console-thons';
import type { ConsoleThonPorts } from '../../../src/domain/console-thons/ports';
import { NotFound, RuleBroken } from '../../../src/domain/errors';
import { createFranchise } from '../../../src/domain/franchises/manage-franchises';
import { FixedClock } from '../../support/in-memory/clock';
import { InMemoryFranchiseCallers, InMemoryFranchises } from '../../support/in-memory/franchises';
import { SequentialIds } from '../../support/in-memory/ids';
import { Thons } from '../../support/in-memory/thons';

const superAdmin: Caller = { userId: 'admin', sessionId: 's', role: 'super-admin' };
const franchisee: Caller = { userId: 'fran', sessionId: 's', role: 'franchisee-user' };
const leader: Caller = { userId: 'lead', sessionId: 's', role: 'franchisee-team-leader' };
const tester: Caller = { userId: 'test', sessionId: 's', role: 'test-user' };

let deps: ConsoleThonPorts;
let thons: Thons;
/** The ids each batch read of users was asked for. */
let userReads: (readonly string[])[];
const organizers: UserRecord[] = [
  {
    userId: 'org-ann',
    username: 'ann',
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    role: 'organizer',
    active: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  {
    userId: 'org-bo',
    username: 'bo',
    email: 'bo@example.com',
    firstName: '',
    lastName: '',
    role: 'organizer',
    active: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
];
let north: string;
let south: string;
const query = { PageSize: 25 };

function thon(eventId: string, franchiseId: string, startDate: string, more: Partial<EventRecord> = {}) {
  thons.addEvent({
    eventId,
    franchiseId,
    startDate,
    endDate: startDate,
    name: `Run ${eventId}`,
    eventCode: `CODE${eventId}`,
    organizationId: `org-${franchiseId}`,
    organizationName: `School of ${franchiseId}`,
    status: 'draft',
    ...more,
  });
}

const ids = (list: { Thons: { EventId: string }[] }) => list.Thons.map((row) => row.EventId);

beforeEach(async () => {
  const franchises = new InMemoryFranchises();
  const callers = new InMemoryFranchiseCallers();
  const franchiseIds = new SequentialIds();
  const make = async (name: string, percent: number) =>
    (
      await createFranchise(
        { franchises, callers, ids: franchiseIds, clock: new FixedClock(Date.UTC(2026, 4, 4)) },
        superAdmin,
        {
          Name: name,
          Contact: { Name: 'Pat Owner', Email: 'pat@example.com', Phone: '312-555-0100' },
          DefaultCommissionPercent: percent,
          Territory: { States: [name === 'North' ? 'WI' : 'MN'], ZipPrefixes: [] },
        },
      )
    ).FranchiseId;
  north = await make('North', 12);
  south = await make('South', 7);
  callers.add(franchisee.userId, 'franchisee-user', north);
  callers.add(leader.userId, 'franchisee-team-leader', north);
  thons = new Thons();
  thon('n2', north, '2026-06-02', {
    status: 'live',
    participantCount: 40,
    commissionPercent: 20,
    organizerUserId: 'org-ann',
  });
  thon('n1', north, '2026-06-01', { organizerUserId: 'org-ann' });
  thon('n3', north, '2026-07-01', { organizationId: 'org-other', isTest: true, organizerUserId: 'org-bo' });
  thon('s1', south, '2026-06-05', { organizerUserId: 'org-gone' });
  thon('d1', 'direct', '2026-06-03', { isTest: true });
  userReads = [];
  deps = {
    events: thons,
    franchises,
    users: {
      getUsers: (userIds) => {
        userReads.push(userIds);
        return Promise.resolve(organizers.filter((user) => userIds.includes(user.userId)));
      },
    },
    callers: {
      getUser: callers.getUser,
      listAssignedThons: (userId) =>
        Promise.resolve(userId === leader.userId ? [{ eventId: 'n2', franchiseId: north }] : []),
    },
  };
});

describe('the console Thons list', () => {
  it("gives a super admin every Thon by start date, or one franchise's (or the direct ones)", async () => {
    expect(ids(await listConsoleThons(deps, superAdmin, query))).toEqual(['n1', 'n2', 'd1', 's1', 'n3']);
    expect(ids(await listConsoleThons(deps, superAdmin, { ...query, FranchiseId: south }))).toEqual(['s1']);
    expect(ids(await listConsoleThons(deps, superAdmin, { ...query, FranchiseId: 'direct' }))).toEqual([
      'd1',
    ]);
  });

  it("gives a franchisee user their franchise's Thons, and another franchise's answers as unknown", async () => {
    expect(ids(await listConsoleThons(deps, franchisee, query))).toEqual(['n1', 'n2', 'n3']);
    expect(ids(await listConsoleThons(deps, franchisee, { ...query, FranchiseId: north }))).toEqual([
      'n1',
      'n2',
      'n3',
    ]);
    await expect(listConsoleThons(deps, franchisee, { ...query, FranchiseId: south })).rejects.toThrow(
      new NotFound(notFound),
    );
  });

  it('gives a franchisee team leader the Thons assigned to them, and a test user the test Thons', async () => {
    expect(ids(await listConsoleThons(deps, leader, query))).toEqual(['n2']);
    expect(ids(await listConsoleThons(deps, tester, query))).toEqual(['d1', 'n3']);
  });

  it('filters by status, organization and start dates (both ends included)', async () => {
    expect(ids(await listConsoleThons(deps, superAdmin, { ...query, Status: 'live' }))).toEqual(['n2']);
    expect(ids(await listConsoleThons(deps, superAdmin, { ...query, OrganizationId: 'org-other' }))).toEqual([
      'n3',
    ]);
    expect(
      ids(
        await listConsoleThons(deps, superAdmin, { ...query, FromDate: '2026-06-02', ToDate: '2026-06-05' }),
      ),
    ).toEqual(['n2', 'd1', 's1']);
  });

  it('pages with the cursor and refuses one it did not hand out', async () => {
    const first = await listConsoleThons(deps, superAdmin, { PageSize: 2 });
    expect(ids(first)).toEqual(['n1', 'n2']);
    const second = await listConsoleThons(deps, superAdmin, { PageSize: 2, Cursor: first.NextCursor });
    expect(ids(second)).toEqual(['d1', 's1']);
    const refused = listConsoleThons(deps, superAdmin, { PageSize: 2, Cursor: 'made-up' });
    await expect(refused).rejects.toBeInstanceOf(RuleBroken);
    await expect(refused).rejects.toMatchObject({ message: pageCursorNotValid });
  });

  it("shows each row's organization, franchise, participants and effective commission", async () => {
    const rows = (await listConsoleThons(deps, superAdmin, query)).Thons;
    const row = (eventId: string) => rows.find((candidate) => candidate.EventId === eventId);
    expect(row('n2')).toEqual({
      EventId: 'n2',
      Name: 'Run n2',
      EventCode: 'CODEn2',
      OrganizationId: `org-${north}`,
      OrganizationName: `School of ${north}`,
      FranchiseId: north,
      FranchiseName: 'North',
      Status: 'live',
      StartDate: '2026-06-02',
      EndDate: '2026-06-02',
      Participants: 40,
      IsTest: false,
      CommissionPercent: 20,
      CommissionSet: true,
      Organizer: { UserId: 'org-ann', Name: 'Ann Lee' },
    });
    expect(row('s1')).toMatchObject({ CommissionPercent: 7, CommissionSet: false, Participants: 0 });
    expect(row('d1')).toMatchObject({
      FranchiseName: '',
      CommissionPercent: defaultCommissionPercent,
      IsTest: true,
    });
  });

  it("names each row's organizer from one batch read of the page's distinct organizers", async () => {
    const rows = (await listConsoleThons(deps, superAdmin, query)).Thons;
    const organizer = (eventId: string) => rows.find((row) => row.EventId === eventId)?.Organizer;
    expect(organizer('n1')).toEqual({ UserId: 'org-ann', Name: 'Ann Lee' });
    // No first or last name: the username, never the email.
    expect(organizer('n3')).toEqual({ UserId: 'org-bo', Name: 'bo' });
    // An organizer no longer found, or a Thon without one, reads as none.
    expect(organizer('s1')).toBeNull();
    expect(organizer('d1')).toBeNull();
    expect(userReads).toHaveLength(1);
    expect([...new Set(userReads[0])].sort()).toEqual(['org-ann', 'org-bo', 'org-gone']);
  });
});
