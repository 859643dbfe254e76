// Franchises on in-memory ports: create and edit keep territories apart (a state, a nested ZIP
// prefix, a ZIP prefix inside a held state), racing writes are decided again after a cancelled
// round (one overlapping write wins; apart ones all commit), a changed territory releases the
// cells it left, the franchise of a ZIP is read from one cell, a franchisee user reads only their
// own franchise (another's answers as unknown), and the list pages by name.
import { describe, expect, it } from 'vitest';
import type { CreateFranchiseRequest } from '@thon/shared/api/schemas/franchises';
import { cursorNotValid } from '@thon/shared/api/schemas/franchises';
import { territoryOverlaps } from '@thon/shared/catalog/messages';
import type { Caller } from '../../../src/domain/caller';
import { franchiseeSetsOrganizersMayShopOnly } from '@thon/shared/catalog/shop-messages';
import { Conflict, Forbidden, NotFound, RuleBroken } from '../../../src/domain/errors';
import { franchiseOfZip } from '../../../src/domain/franchises/franchise-of-zip';
import {
  createFranchise,
  setFranchiseStatus,
  updateFranchise,
} from '../../../src/domain/franchises/manage-franchises';
import { getFranchise, listFranchises } from '../../../src/domain/franchises/read-franchises';
import { FixedClock } from '../../support/in-memory/clock';
import { InMemoryFranchiseCallers, InMemoryFranchises } from '../../support/in-memory/franchises';
import { InMemoryFranchiseMembers } from '../../support/in-memory/franchise-members';
import { SequentialIds } from '../../support/in-memory/ids';

function world() {
  const franchises = new InMemoryFranchises();
  const callers = new InMemoryFranchiseCallers();
  return {
    franchises,
    callers,
    deps: {
      franchises,
      callers,
      members: new InMemoryFranchiseMembers(),
      ids: new SequentialIds(),
      clock: new FixedClock(Date.UTC(2026, 4, 4, 15)),
    },
  };
}

const request = (name: string, States: string[], ZipPrefixes: string[] = []): CreateFranchiseRequest => ({
  Name: name,
  Contact: { Name: 'Pat Owner', Email: 'pat@example.com', Phone: '312-555-0100' },
  DefaultCommissionPercent: 12,
  Territory: { States, ZipPrefixes },
});

const superAdmin: Caller = { userId: 'admin-1', sessionId: 's-1', role: 'super-admin' };

describe('creating and editing franchises', () => {
  it('creates an active franchise and answers it as stored', async () => {
    const { deps } = world();
    const created = await createFranchise(deps, superAdmin, request('Prairie Runs', ['IL'], ['46']));
    expect(created).toMatchObject({
      Name: 'Prairie Runs',
      Status: 'active',
      DefaultCommissionPercent: 12,
      Territory: { States: ['IL'], ZipPrefixes: ['46'] },
    });
    expect(await getFranchise(deps, superAdmin, created.FranchiseId)).toEqual(created);
  });

  it.each([
    ['a state both hold', ['IL'], [], ['IL'], [], 'IL'],
    ['a nested ZIP prefix', [], ['606'], [], ['60614'], 'ZIP prefix 60614'],
    ['a ZIP prefix inside a held state', ['IL'], [], [], ['606'], 'ZIP prefix 606 in IL'],
    ['a held state around a ZIP prefix', [], ['606'], ['IL'], [], 'ZIP prefix 606 in IL'],
  ])('refuses %s with the overlap sentence', async (_case, states, zips, otherStates, otherZips, what) => {
    const { deps } = world();
    await createFranchise(deps, superAdmin, request('Prairie Runs', states, zips));
    await expect(
      createFranchise(deps, superAdmin, request('Lakeside Laps', otherStates, otherZips)),
    ).rejects.toThrow(new Conflict(territoryOverlaps('Prairie Runs', what)));
  });

  it('lets neighbours share a state by ZIP prefixes that do not nest', async () => {
    const { deps, franchises } = world();
    await createFranchise(deps, superAdmin, request('North', [], ['606']));
    await createFranchise(deps, superAdmin, request('South', [], ['629']));
    expect(franchises.cells.get('IL')?.zipPrefixes.map((entry) => entry.zipPrefix)).toEqual(['606', '629']);
  });

  it('of racing overlapping creates, exactly one commits and the others get the overlap', async () => {
    const { deps, franchises } = world();
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, n) => createFranchise(deps, superAdmin, request(`Racer ${n}`, ['WI']))),
    );
    const won = results.filter((result) => result.status === 'fulfilled');
    expect(won).toHaveLength(1);
    const winner = (won[0] as PromiseFulfilledResult<{ Name: string }>).value.Name;
    for (const result of results.filter((r) => r.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toEqual(new Conflict(territoryOverlaps(winner, 'WI')));
    }
    expect(franchises.cancelled).toBeGreaterThan(0);
  });

  it('racing creates in one state that do not overlap all commit', async () => {
    const { deps, franchises } = world();
    const prefixes = ['600', '601', '602', '603', '604', '605'];
    await Promise.all(
      prefixes.map((prefix) => createFranchise(deps, superAdmin, request(`Z ${prefix}`, [], [prefix]))),
    );
    expect(franchises.cells.get('IL')?.zipPrefixes.map((entry) => entry.zipPrefix)).toEqual(prefixes);
    expect(franchises.cancelled).toBeGreaterThan(0);
  });

  it('a changed territory releases the cells it left, so another franchise may take them', async () => {
    const { deps, franchises } = world();
    const first = await createFranchise(deps, superAdmin, request('Prairie Runs', ['IL', 'IN']));
    await updateFranchise(deps, superAdmin, {
      FranchiseId: first.FranchiseId,
      Territory: { States: ['IN'], ZipPrefixes: [] },
    });
    expect(franchises.cells.get('IL')?.stateOwner).toBeUndefined();
    await expect(createFranchise(deps, superAdmin, request('Lakeside Laps', ['IL']))).resolves.toMatchObject({
      Territory: { States: ['IL'] },
    });
  });

  it('an edit may not move a territory onto another franchise; nothing is written', async () => {
    const { deps, franchises } = world();
    await createFranchise(deps, superAdmin, request('Prairie Runs', ['IL']));
    const other = await createFranchise(deps, superAdmin, request('Lakeside Laps', ['WI']));
    await expect(
      updateFranchise(deps, superAdmin, {
        FranchiseId: other.FranchiseId,
        Territory: { States: ['WI'], ZipPrefixes: ['6'] },
      }),
    ).rejects.toThrow(Conflict);
    expect(franchises.franchises.get(other.FranchiseId)?.zipPrefixes).toEqual([]);
  });

  it('edits only the fields sent', async () => {
    const { deps } = world();
    const created = await createFranchise(deps, superAdmin, request('Prairie Runs', ['IL']));
    const edited = await updateFranchise(deps, superAdmin, {
      FranchiseId: created.FranchiseId,
      DefaultCommissionPercent: 20,
    });
    expect(edited).toMatchObject({
      Name: 'Prairie Runs',
      DefaultCommissionPercent: 20,
      Territory: { States: ['IL'] },
    });
  });

  it('an unknown franchise is not found', async () => {
    const { deps } = world();
    await expect(updateFranchise(deps, superAdmin, { FranchiseId: 'nope', Name: 'X' })).rejects.toThrow(
      NotFound,
    );
    await expect(
      setFranchiseStatus(deps, superAdmin, { FranchiseId: 'nope', Status: 'suspended' }),
    ).rejects.toThrow(NotFound);
  });

  it('a suspended franchise keeps its territory and its ZIPs', async () => {
    const { deps } = world();
    const created = await createFranchise(deps, superAdmin, request('Prairie Runs', ['IL']));
    expect(
      await setFranchiseStatus(deps, superAdmin, { FranchiseId: created.FranchiseId, Status: 'suspended' }),
    ).toMatchObject({
      Status: 'suspended',
    });
    expect(await franchiseOfZip(deps, '60614')).toBe(created.FranchiseId);
    await expect(createFranchise(deps, superAdmin, request('Lakeside Laps', ['IL']))).rejects.toThrow(
      Conflict,
    );
  });
});

describe('the audit log of franchise changes', () => {
  it('writes one entry with each change: who, what, and only the fields that changed', async () => {
    const { deps, franchises, callers } = world();
    callers.add(superAdmin.userId, 'super-admin');
    const created = await createFranchise(deps, superAdmin, request('Prairie Runs', ['IL']));
    await updateFranchise(deps, superAdmin, {
      FranchiseId: created.FranchiseId,
      DefaultCommissionPercent: 20,
    });
    await setFranchiseStatus(deps, superAdmin, { FranchiseId: created.FranchiseId, Status: 'suspended' });
    expect(franchises.audit.map((entry) => [entry.action, entry.subjectId, entry.franchiseId])).toEqual([
      ['franchise-created', created.FranchiseId, created.FranchiseId],
      ['franchise-changed', created.FranchiseId, created.FranchiseId],
      ['franchise-status-changed', created.FranchiseId, created.FranchiseId],
    ]);
    expect(franchises.audit[0]).toMatchObject({
      actorUserId: 'admin-1',
      actorName: 'Fran Chisee',
      actorRole: 'super-admin',
    });
    expect(JSON.parse(franchises.audit[1]?.before ?? '')).toEqual({ defaultCommissionPercent: 12 });
    expect(JSON.parse(franchises.audit[1]?.after ?? '')).toEqual({ defaultCommissionPercent: 20 });
    expect(JSON.parse(franchises.audit[2]?.after ?? '')).toEqual({ status: 'suspended' });
  });

  it('writes no entry for a refused change, nor for a save that changes nothing', async () => {
    const { deps, franchises } = world();
    const created = await createFranchise(deps, superAdmin, request('Prairie Runs', ['IL']));
    await expect(createFranchise(deps, superAdmin, request('Lakeside Laps', ['IL']))).rejects.toThrow(
      Conflict,
    );
    await updateFranchise(deps, superAdmin, { FranchiseId: created.FranchiseId, Name: 'Prairie Runs' });
    await setFranchiseStatus(deps, superAdmin, { FranchiseId: created.FranchiseId, Status: 'active' });
    expect(franchises.audit.map((entry) => entry.action)).toEqual(['franchise-created']);
  });
});

describe('the shop switch OrganizersMayShop', () => {
  it('is on for a new franchise; its franchisee user switches it for their own franchise only', async () => {
    const { deps, callers, franchises } = world();
    const own = await createFranchise(deps, superAdmin, request('Shop Runs', ['OH']));
    const other = await createFranchise(deps, superAdmin, request('Other Runs', ['IN']));
    expect(own.OrganizersMayShop).toBe(true);
    callers.add('fu-shop', 'franchisee-user', own.FranchiseId);
    const franchisee: Caller = { userId: 'fu-shop', sessionId: 's-3', role: 'franchisee-user' };
    const off = await updateFranchise(deps, franchisee, {
      FranchiseId: own.FranchiseId,
      OrganizersMayShop: false,
    });
    expect(off).toMatchObject({ OrganizersMayShop: false, Name: 'Shop Runs', Territory: own.Territory });
    expect((await franchises.getFranchise(own.FranchiseId))?.organizersMayShop).toBe(false);
    // Another edit by the franchisor keeps it.
    await updateFranchise(deps, superAdmin, { FranchiseId: own.FranchiseId, DefaultCommissionPercent: 9 });
    expect((await getFranchise(deps, superAdmin, own.FranchiseId)).OrganizersMayShop).toBe(false);
    const denied = await updateFranchise(deps, franchisee, {
      FranchiseId: other.FranchiseId,
      OrganizersMayShop: false,
    }).catch((error: unknown) => error);
    expect(denied).toBeInstanceOf(NotFound);
    const moreThanTheSwitch = await updateFranchise(deps, franchisee, {
      FranchiseId: own.FranchiseId,
      DefaultCommissionPercent: 50,
    }).catch((error: unknown) => error);
    expect(moreThanTheSwitch).toEqual(new Forbidden(franchiseeSetsOrganizersMayShopOnly));
    expect((await getFranchise(deps, superAdmin, own.FranchiseId)).DefaultCommissionPercent).toBe(9);
    expect((await getFranchise(deps, superAdmin, other.FranchiseId)).OrganizersMayShop).toBe(true);
  });
});

describe('the franchise of a ZIP', () => {
  it('is the holder of a matching ZIP prefix, else the state owner, else none', async () => {
    const { deps } = world();
    const state = await createFranchise(deps, superAdmin, request('Statewide', ['IL']));
    const city = await createFranchise(deps, superAdmin, request('City', [], ['4620']));
    expect(await franchiseOfZip(deps, '60614')).toBe(state.FranchiseId);
    expect(await franchiseOfZip(deps, '46201')).toBe(city.FranchiseId);
    expect(await franchiseOfZip(deps, '46204-1234')).toBe(city.FranchiseId);
    expect(await franchiseOfZip(deps, '47401')).toBeUndefined();
    expect(await franchiseOfZip(deps, '53703')).toBeUndefined();
    expect(await franchiseOfZip(deps, 'not a zip')).toBeUndefined();
  });
});

describe('reading franchises', () => {
  it("a franchisee user reads their own franchise; another's answers exactly like an unknown id", async () => {
    const { deps, callers } = world();
    const own = await createFranchise(deps, superAdmin, request('Prairie Runs', ['IL']));
    const other = await createFranchise(deps, superAdmin, request('Lakeside Laps', ['WI']));
    callers.add('fu-1', 'franchisee-user', own.FranchiseId);
    const franchisee: Caller = { userId: 'fu-1', sessionId: 's-2', role: 'franchisee-user' };
    expect(await getFranchise(deps, franchisee, own.FranchiseId)).toEqual(own);
    const denied = await getFranchise(deps, franchisee, other.FranchiseId).catch((error: unknown) => error);
    const unknown = await getFranchise(deps, franchisee, 'no-such-id').catch((error: unknown) => error);
    expect(denied).toBeInstanceOf(NotFound);
    expect(denied).toEqual(unknown);
  });

  it('lists by name a page at a time, and refuses a cursor it did not hand out', async () => {
    const { deps } = world();
    for (const [name, state] of [
      ['charlie', 'IL'],
      ['Alpha', 'WI'],
      ['bravo', 'IN'],
    ] as const) {
      await createFranchise(deps, superAdmin, request(name, [state]));
    }
    const first = await listFranchises(deps, { PageSize: 2 });
    expect(first.Franchises.map((f) => f.Name)).toEqual(['Alpha', 'bravo']);
    const second = await listFranchises(deps, { PageSize: 2, Cursor: first.NextCursor });
    expect(second.Franchises.map((f) => f.Name)).toEqual(['charlie']);
    expect(second.NextCursor).toBeUndefined();
    const refused = listFranchises(deps, { PageSize: 2, Cursor: 'bogus' });
    await expect(refused).rejects.toBeInstanceOf(RuleBroken);
    await expect(refused).rejects.toThrow(cursorNotValid);
  });
});
