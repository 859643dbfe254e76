// The Session's fields that depend on more than the role: FranchiseId (franchisee roles only),
// ForceAccessCode (a participant's own organizations), Location and NearbyEvents (where the
// request says the viewer is).
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../../src/data/repositories/users-repository';
import type { ParticipantRecord } from '../../../src/data/repositories/participants-repository';
import { buildSession, type BuildSessionDeps } from '../../../src/domain/auth/build-session';
import { FixedClock } from '../../support/in-memory/clock';
import { InMemorySignInStanding } from '../../support/in-memory/sign-in-standing';

const nowhere = { point: undefined, label: null };

function world() {
  const standing = new InMemorySignInStanding();
  const children = new Map<string, ParticipantRecord[]>();
  const liveThons = [
    { eventId: 'e-brooklyn', name: 'Brooklyn Run', eventCode: 'BK26', postalCode: '11201' },
    { eventId: 'e-la', name: 'LA Run', eventCode: 'LA26', postalCode: '90001' },
  ];
  const deps: BuildSessionDeps = {
    participants: { listParticipantsOfUser: (userId) => Promise.resolve(children.get(userId) ?? []) },
    settings: { readReferenceLists: () => Promise.resolve(undefined) },
    standing,
    nearby: {
      liveThons: { listLiveThons: () => Promise.resolve(liveThons) },
      clock: new FixedClock(Date.parse('2026-05-01T12:00:00Z')),
    },
  };
  return { deps, standing, children };
}

const user = (fields: Partial<UserRecord>) =>
  ({ userId: 'u1', firstName: 'Ida', lastName: 'Tester', email: '', active: true, ...fields }) as UserRecord;

describe('FranchiseId', () => {
  it.each(['franchisee-user', 'franchisee-team-leader'] as const)("names a %s's franchise", async (role) => {
    const { deps } = world();
    const session = await buildSession(deps, user({ role, franchiseId: 'f1' }), 't', null, nowhere);
    expect(session.FranchiseId).toBe('f1');
  });

  it('is null for other roles, and for a franchisee without a franchise', async () => {
    const { deps } = world();
    expect(
      (await buildSession(deps, user({ role: 'organizer' }), 't', null, nowhere)).FranchiseId,
    ).toBeNull();
    expect(
      (await buildSession(deps, user({ role: 'franchisee-user' }), 't', null, nowhere)).FranchiseId,
    ).toBeNull();
  });
});

describe('VendorId, VendorName and IsVendorOwner', () => {
  it("name a vendor user's vendor and whether they own it", async () => {
    const { deps, standing } = world();
    standing.vendors.set('v1', { vendorId: 'v1', name: 'Prize Co', status: 'active' });
    const owner = await buildSession(
      deps,
      user({ role: 'vendor', vendorId: 'v1', vendorOwner: true }),
      't',
      null,
      nowhere,
    );
    expect(owner).toMatchObject({ VendorId: 'v1', VendorName: 'Prize Co', IsVendorOwner: true });
    const staff = await buildSession(
      deps,
      user({ role: 'vendor', vendorId: 'v1', vendorOwner: false }),
      't',
      null,
      nowhere,
    );
    expect(staff).toMatchObject({ VendorId: 'v1', VendorName: 'Prize Co', IsVendorOwner: false });
  });

  it('are empty for other roles, without reading any vendor', async () => {
    const { deps, standing } = world();
    standing.vendors.set('v1', { vendorId: 'v1', name: 'Prize Co', status: 'active' });
    const session = await buildSession(
      deps,
      user({ role: 'organizer', vendorId: 'v1', vendorOwner: true }),
      't',
      null,
      nowhere,
    );
    expect(session).toMatchObject({ VendorId: null, VendorName: null, IsVendorOwner: false });
    expect(standing.reads).toBe(0);
  });
});

describe('ForceAccessCode', () => {
  function forcedChild() {
    const w = world();
    w.children.set('u1', [{ participantId: 'p1', eventId: 'e1' } as ParticipantRecord]);
    w.standing.events.set('e1', { eventId: 'e1', organizationId: 'o1' });
    w.standing.organizations.set('o1', { organizationId: 'o1', forceAccessCode: true });
    return w;
  }

  it('is true for a participant whose organization requires access codes', async () => {
    const { deps } = forcedChild();
    const session = await buildSession(deps, user({ role: 'participant' }), 't', null, nowhere);
    expect(session.ForceAccessCode).toBe(true);
  });

  it("is false for a parent of such a child (the parent's own sign-in is not bound), reading nothing more", async () => {
    const { deps, standing } = forcedChild();
    const session = await buildSession(deps, user({ role: 'parent' }), 't', null, nowhere);
    expect(session.ForceAccessCode).toBe(false);
    expect(standing.reads).toBe(0);
  });

  it('is false for a participant whose organization does not require them', async () => {
    const { deps, standing } = forcedChild();
    standing.organizations.set('o1', { organizationId: 'o1', forceAccessCode: false });
    expect(
      (await buildSession(deps, user({ role: 'participant' }), 't', null, nowhere)).ForceAccessCode,
    ).toBe(false);
  });
});

describe('Location and NearbyEvents', () => {
  it("answer the viewer's place and the live Thons within 50 miles", async () => {
    const { deps } = world();
    const viewer = { point: { latitude: 40.75, longitude: -74 }, label: 'New York, NY' };
    const session = await buildSession(deps, user({ role: 'parent' }), 't', null, viewer);
    expect(session.Location).toBe('New York, NY');
    expect(session.NearbyEvents).toEqual([
      { EventId: 'e-brooklyn', Name: 'Brooklyn Run', EventCode: 'BK26' },
    ]);
  });

  it('are null and empty when the place is unknown', async () => {
    const { deps } = world();
    const session = await buildSession(deps, user({ role: 'parent' }), 't', null, nowhere);
    expect(session.Location).toBeNull();
    expect(session.NearbyEvents).toEqual([]);
  });
});
