// The scope decision, as a table over every role: each role meets the same Thons, organizations,
// franchises and users, and each row says what that role may reach. A role added to roles.ts
// without a row fails the first test.
import { describe, expect, it } from 'vitest';
import { roles, type Role } from '@thon/shared/auth/roles';
import { notFound, noSuchEvent } from '@thon/shared/catalog/messages';
import {
  canEditFranchiseContact,
  canManageFranchises,
  canManageOrganization,
  canManageThon,
  canManageUser,
  canManageVendor,
  canMoveOrganization,
  canReadFranchise,
  canReadFranchiseCalendar,
  canReadUser,
  canSetMoney,
  canWorkForVendor,
  canWorkOnThon,
  foundInScope,
  notFoundUnless,
  ownVendor,
  thonMatchesFilter,
  visibleThonFilter,
  type ScopedCaller,
  type ThonInScope,
} from '../../../src/domain/access/scope';
import { NotFound } from '../../../src/domain/errors';

const own = 'franchise-own';
const other = 'franchise-other';

function callerOf(role: Role): ScopedCaller {
  return { userId: 'me', role, franchiseId: own, assignedEventIds: ['assigned'] };
}

const thons = {
  assignedOwn: { eventId: 'assigned', franchiseId: own },
  unassignedOwn: { eventId: 'unassigned', franchiseId: own },
  otherFranchise: { eventId: 'assigned-elsewhere', franchiseId: other },
  organizedByMe: { eventId: 'mine', organizerUserId: 'me', franchiseId: 'direct' },
  test: { eventId: 'rehearsal', franchiseId: other, isTest: true },
} satisfies Record<string, ThonInScope>;
type ThonName = keyof typeof thons;

interface Row {
  readFranchise: [own: boolean, other: boolean];
  manageFranchises: boolean;
  organization: [own: boolean, other: boolean, organizedByMe: boolean];
  moveOrganization: boolean;
  manage: ThonName[];
  work: ThonName[];
  money: ThonName[];
  users: [ownTeamLeader: boolean, otherTeamLeader: boolean, ownFranchiseeUser: boolean];
  filter: ReturnType<typeof visibleThonFilter>['kind'];
  listed: ThonName[];
}

const nothing: Row = {
  readFranchise: [false, false],
  manageFranchises: false,
  organization: [false, false, false],
  moveOrganization: false,
  manage: [],
  work: [],
  money: [],
  users: [false, false, false],
  filter: 'none',
  listed: [],
};
const everyThon = Object.keys(thons) as ThonName[];

const table: Record<Role, Row> = {
  'super-admin': {
    readFranchise: [true, true],
    manageFranchises: true,
    organization: [true, true, true],
    moveOrganization: true,
    manage: everyThon,
    work: everyThon,
    money: everyThon,
    users: [true, true, true],
    filter: 'all',
    listed: everyThon,
  },
  'franchisee-user': {
    ...nothing,
    readFranchise: [true, false],
    organization: [true, false, false],
    manage: ['assignedOwn', 'unassignedOwn'],
    work: ['assignedOwn', 'unassignedOwn'],
    money: ['assignedOwn', 'unassignedOwn'],
    users: [true, false, false],
    filter: 'franchise',
    listed: ['assignedOwn', 'unassignedOwn'],
  },
  'franchisee-team-leader': {
    ...nothing,
    work: ['assignedOwn'],
    filter: 'assigned',
    listed: ['assignedOwn'],
  },
  organizer: {
    ...nothing,
    organization: [false, false, true],
    manage: ['organizedByMe'],
    work: ['organizedByMe'],
    filter: 'organizer',
    listed: ['organizedByMe'],
  },
  // A rehearsal is the whole event: a test user runs test Thons as an organizer would (no money settings).
  'test-user': { ...nothing, manage: ['test'], work: ['test'], filter: 'test', listed: ['test'] },
  teacher: nothing,
  'team-leader': nothing,
  parent: nothing,
  participant: nothing,
  vendor: nothing,
};

function allowed(decide: (event: ThonInScope) => boolean): ThonName[] {
  return everyThon.filter((name) => decide(thons[name]));
}

describe('scope decision', () => {
  it('has a row for every role', () => {
    expect(Object.keys(table).sort()).toEqual([...roles].sort());
  });

  describe.each(roles)('%s', (role) => {
    const caller = callerOf(role);
    const row = table[role];

    it('franchises', () => {
      expect([canReadFranchise(caller, own), canReadFranchise(caller, other)]).toEqual(row.readFranchise);
      expect([canEditFranchiseContact(caller, own), canEditFranchiseContact(caller, other)]).toEqual(
        row.readFranchise,
      );
      expect(canManageFranchises(caller)).toBe(row.manageFranchises);
    });

    it('organizations', () => {
      expect([
        canManageOrganization(caller, { franchiseId: own, organizerUserIds: ['someone'] }),
        canManageOrganization(caller, { franchiseId: other }),
        canManageOrganization(caller, { franchiseId: other, organizerUserIds: ['me'] }),
      ]).toEqual(row.organization);
      expect(canMoveOrganization(caller)).toBe(row.moveOrganization);
    });

    it('Thons: manage, event-day work, money settings', () => {
      expect(allowed((event) => canManageThon(caller, event))).toEqual(row.manage);
      expect(allowed((event) => canWorkOnThon(caller, event))).toEqual(row.work);
      expect(allowed((event) => canSetMoney(caller, event))).toEqual(row.money);
    });

    it('users', () => {
      expect([
        canManageUser(caller, { userId: 'tl-1', role: 'franchisee-team-leader', franchiseId: own }),
        canManageUser(caller, { userId: 'tl-2', role: 'franchisee-team-leader', franchiseId: other }),
        canManageUser(caller, { userId: 'fu-1', role: 'franchisee-user', franchiseId: own }),
      ]).toEqual(row.users);
    });

    it('what a list may return', () => {
      const filter = visibleThonFilter(caller);
      expect(filter.kind).toBe(row.filter);
      expect(allowed((event) => thonMatchesFilter(filter, event))).toEqual(row.listed);
    });
  });

  it('a franchise role without a franchise reaches nothing, not every direct item', () => {
    for (const role of ['franchisee-user', 'franchisee-team-leader'] as const) {
      const caller: ScopedCaller = { userId: 'me', role, assignedEventIds: ['direct-thon'] };
      const directThon = { eventId: 'direct-thon', franchiseId: 'direct' };
      expect(canWorkOnThon(caller, directThon)).toBe(false);
      expect(canReadFranchise(caller, 'direct')).toBe(false);
      expect(visibleThonFilter(caller)).toEqual({ kind: 'none' });
      expect(visibleThonFilter({ ...caller, franchiseId: 'direct' })).toEqual({ kind: 'none' });
    }
  });

  it('a franchisee user cannot manage themselves', () => {
    const caller = callerOf('franchisee-user');
    expect(canManageUser(caller, { userId: 'me', role: 'franchisee-team-leader', franchiseId: own })).toBe(
      false,
    );
  });
});

describe('reading users (the console search)', () => {
  it("lets a super admin read anyone and a franchisee user their franchise's users only", () => {
    const people = [
      { userId: 'tl-1', role: 'franchisee-team-leader', franchiseId: own },
      { userId: 'fu-1', role: 'franchisee-user', franchiseId: own },
      { userId: 'tl-2', role: 'franchisee-team-leader', franchiseId: other },
      { userId: 'p-1', role: 'parent' },
    ] as const;
    const readable = (role: Role) => people.map((person) => canReadUser(callerOf(role), person));
    expect(readable('super-admin')).toEqual([true, true, true, true]);
    expect(readable('franchisee-user')).toEqual([true, true, false, false]);
    for (const role of roles.filter((r) => r !== 'super-admin' && r !== 'franchisee-user')) {
      expect(readable(role)).toEqual([false, false, false, false]);
    }
    expect(canReadUser({ userId: 'me', role: 'franchisee-user' }, people[0])).toBe(false);
  });
});

describe('notFoundUnless', () => {
  it('answers a denied id exactly like an unknown one', () => {
    const unknown = (() => {
      try {
        foundInScope(undefined, () => true, noSuchEvent);
      } catch (error) {
        return error;
      }
    })();
    const denied = (() => {
      try {
        foundInScope(
          thons.otherFranchise,
          (event) => canManageThon(callerOf('franchisee-user'), event),
          noSuchEvent,
        );
      } catch (error) {
        return error;
      }
    })();
    expect(unknown).toBeInstanceOf(NotFound);
    expect(denied).toBeInstanceOf(NotFound);
    expect((denied as Error).message).toBe((unknown as Error).message);
    expect((denied as Error).message).toBe(noSuchEvent);
  });

  it('passes an allowed item through, and defaults to the plain not-found message', () => {
    expect(foundInScope(thons.assignedOwn, () => true)).toBe(thons.assignedOwn);
    expect(() => notFoundUnless(false)).toThrow(new NotFound(notFound));
    expect(() => notFoundUnless(true)).not.toThrow();
  });
});

describe('vendors', () => {
  const vendor = (vendorId?: string, vendorOwner = false): ScopedCaller => ({
    userId: 'v',
    role: 'vendor',
    vendorId,
    vendorOwner,
  });

  it('lets a vendor user work for their own vendor only, and super admins for any', () => {
    expect(canWorkForVendor(vendor('vendor-a'), 'vendor-a')).toBe(true);
    expect(canWorkForVendor(vendor('vendor-a'), 'vendor-b')).toBe(false);
    expect(canWorkForVendor({ userId: 's', role: 'super-admin' }, 'vendor-b')).toBe(true);
    for (const role of roles.filter((each) => each !== 'vendor' && each !== 'super-admin')) {
      expect(canWorkForVendor({ userId: 'x', role, vendorId: 'vendor-a' }, 'vendor-a'), role).toBe(false);
    }
  });

  it("lets only the vendor's owner (and super admins) manage it", () => {
    expect(canManageVendor(vendor('vendor-a', true), 'vendor-a')).toBe(true);
    expect(canManageVendor(vendor('vendor-a', false), 'vendor-a')).toBe(false);
    expect(canManageVendor(vendor('vendor-a', true), 'vendor-b')).toBe(false);
  });

  it("lets a vendor user read the calendars of the franchises their vendor serves, and no other's", () => {
    const served = ['franchise-a', 'franchise-b'];
    expect(canReadFranchiseCalendar(vendor('vendor-a'), 'franchise-b', served)).toBe(true);
    expect(canReadFranchiseCalendar(vendor('vendor-a'), 'franchise-c', served)).toBe(false);
    expect(canReadFranchiseCalendar(vendor('vendor-a'), 'franchise-a')).toBe(false);
    // A vendor user without a vendor reads none, whatever list is passed.
    expect(canReadFranchiseCalendar(vendor(undefined), 'franchise-a', served)).toBe(false);
    // The list is a vendor's: it widens nobody else's reach.
    expect(canReadFranchiseCalendar({ userId: 'o', role: 'organizer' }, 'franchise-a', served)).toBe(false);
  });

  it('a vendor user without a vendor reaches nothing', () => {
    expect(ownVendor(vendor(undefined, true))).toBeUndefined();
    expect(ownVendor(vendor('', true))).toBeUndefined();
    expect(canWorkForVendor(vendor(''), '')).toBe(false);
  });
});
