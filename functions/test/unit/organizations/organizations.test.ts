// Organizations on in-memory ports: the franchise derived from the ZIP (the longest prefix, a
// state, else direct), a ZIP change derived again unless a move fixed it, a franchisee user's
// scope (another franchise's organization answers exactly like an unknown id; a school outside
// their territory is a Conflict saying why), the audit entry of each change (only the changed
// fields, none for a no-op), a lost race decided again, an organization made with a Thon (no
// version, no ZIP) edited, and the list by franchise.
import { describe, expect, it } from 'vitest';
import { schoolLevelNotForType } from '@thon/shared/api/schemas/events';
import type { CreateOrganizationRequest } from '@thon/shared/api/schemas/organizations';
import { notFound, organizationOutsideTerritory, pageCursorNotValid } from '@thon/shared/catalog/messages';
import type { Caller } from '../../../src/domain/caller';
import { Conflict, NotFound, RuleBroken } from '../../../src/domain/errors';
import { createFranchise } from '../../../src/domain/franchises/manage-franchises';
import {
  createOrganization,
  moveOrganization,
  setForceAccessCode,
  updateOrganization,
} from '../../../src/domain/organizations/manage-organizations';
import { getOrganization, listOrganizations } from '../../../src/domain/organizations/read-organizations';
import { FixedClock } from '../../support/in-memory/clock';
import { InMemoryFranchiseCallers, InMemoryFranchises } from '../../support/in-memory/franchises';
import { SequentialIds } from '../../support/in-memory/ids';
import { InMemoryOrganizations } from '../../support/in-memory/organizations';

const superAdmin: Caller = { userId: 'admin-1', sessionId: 's-1', role: 'super-admin' };

async function world() {
  const franchises = new InMemoryFranchises();
  const organizations = new InMemoryOrganizations();
  const callers = new InMemoryFranchiseCallers();
  const ids = new SequentialIds();
  const clock = new FixedClock(Date.UTC(2026, 4, 4, 15));
  const settings = { readReferenceLists: () => Promise.resolve(undefined) };
  const deps = { organizations, franchises, callers, settings, ids, clock };
  const franchise = async (name: string, States: string[], ZipPrefixes: string[]) =>
    (
      await createFranchise({ franchises, callers, ids, clock }, superAdmin, {
        Name: name,
        Contact: { Name: 'Pat Owner', Email: 'pat@example.com', Phone: '312-555-0100' },
        DefaultCommissionPercent: 10,
        Territory: { States, ZipPrefixes },
      })
    ).FranchiseId;
  const wisconsin = await franchise('Badger', ['WI'], []);
  const chicago = await franchise('Lakeside', [], ['606']);
  return { deps, organizations, callers, wisconsin, chicago };
}

const school = (name: string, Zip: string): CreateOrganizationRequest => ({
  Name: name,
  OrganizationType: 'Elementary School',
  SchoolLevel: 'Elementary',
  Address: { Street: '1 School Way', City: 'Springfield', State: 'IL', Zip },
});

describe('organizations', () => {
  it('takes the franchise of the longest matching ZIP prefix, else the state, else direct', async () => {
    const { deps, wisconsin, chicago } = await world();
    const inChicago = await createOrganization(deps, superAdmin, school('Lincoln', '60614'));
    const inState = await createOrganization(deps, superAdmin, school('Adams', '53703'));
    const direct = await createOrganization(deps, superAdmin, {
      ...school('Polk', '90210'),
      Address: { Street: '1 Palm Way', City: 'Beverly Hills', State: 'CA', Zip: '90210' },
    });
    expect([inChicago.FranchiseId, inState.FranchiseId, direct.FranchiseId]).toEqual([
      chicago,
      wisconsin,
      'direct',
    ]);
    expect(await getOrganization(deps, superAdmin, inChicago.OrganizationId)).toEqual(inChicago);
  });

  it('derives the franchise again on a ZIP change, unless a move fixed it', async () => {
    const { deps, wisconsin, chicago } = await world();
    const created = await createOrganization(deps, superAdmin, school('Lincoln', '60614'));
    const address = { Street: '2 School Way', City: 'Springfield', State: 'IL', Zip: '53703' };
    const rezoned = await updateOrganization(deps, superAdmin, {
      OrganizationId: created.OrganizationId,
      Address: address,
    });
    expect(rezoned.FranchiseId).toBe(wisconsin);
    const moved = await moveOrganization(deps, superAdmin, {
      OrganizationId: created.OrganizationId,
      FranchiseId: chicago,
    });
    expect(moved).toMatchObject({ FranchiseId: chicago, FranchiseOverridden: true });
    const kept = await updateOrganization(deps, superAdmin, {
      OrganizationId: created.OrganizationId,
      Address: { ...address, Zip: '53704' },
    });
    expect(kept).toMatchObject({ FranchiseId: chicago, Address: { Zip: '53704' } });
    const cleared = await moveOrganization(deps, superAdmin, { OrganizationId: created.OrganizationId });
    expect(cleared).toMatchObject({ FranchiseId: wisconsin, FranchiseOverridden: false });
  });

  it('refuses a move to a franchise that does not exist', async () => {
    const { deps } = await world();
    const created = await createOrganization(deps, superAdmin, school('Lincoln', '60614'));
    await expect(
      moveOrganization(deps, superAdmin, { OrganizationId: created.OrganizationId, FranchiseId: 'nope' }),
    ).rejects.toBeInstanceOf(RuleBroken);
  });

  it("keeps a franchisee user to their franchise's organizations", async () => {
    const { deps, callers, wisconsin, chicago } = await world();
    callers.add('fran-1', 'franchisee-user', chicago);
    const franchisee: Caller = { userId: 'fran-1', sessionId: 's-2', role: 'franchisee-user' };
    const own = await createOrganization(deps, franchisee, school('Lincoln', '60614'));
    expect(own.FranchiseId).toBe(chicago);
    await expect(createOrganization(deps, franchisee, school('Adams', '53703'))).rejects.toThrow(
      new Conflict(organizationOutsideTerritory),
    );
    // Nor may an edit carry one of theirs out of their territory.
    await expect(
      updateOrganization(deps, franchisee, {
        OrganizationId: own.OrganizationId,
        Address: { Street: '1 Way', City: 'Springfield', State: 'IL', Zip: '53703' },
      }),
    ).rejects.toThrow(new Conflict(organizationOutsideTerritory));

    const other = await createOrganization(deps, superAdmin, school('Adams', '53703'));
    expect(other.FranchiseId).toBe(wisconsin);
    for (const attempt of [
      () => getOrganization(deps, franchisee, other.OrganizationId),
      () =>
        setForceAccessCode(deps, franchisee, { OrganizationId: other.OrganizationId, ForceAccessCode: true }),
      () => updateOrganization(deps, franchisee, { OrganizationId: other.OrganizationId, Name: 'Mine' }),
      () => getOrganization(deps, franchisee, 'no-such-organization'),
      () => listOrganizations(deps, franchisee, { FranchiseId: wisconsin, PageSize: 10 }),
    ]) {
      await expect(attempt()).rejects.toThrow(new NotFound(notFound));
    }
    // Moving is the super admin's, whatever the organization.
    await expect(
      moveOrganization(deps, franchisee, { OrganizationId: own.OrganizationId, FranchiseId: wisconsin }),
    ).rejects.toBeInstanceOf(NotFound);
    const listed = await listOrganizations(deps, franchisee, { PageSize: 10 });
    expect(listed.Organizations.map((o) => o.OrganizationId)).toEqual([own.OrganizationId]);
  });

  it('a franchisee user or team leader without a franchise reaches nothing', async () => {
    const { deps, callers } = await world();
    callers.add('fran-2', 'franchisee-user');
    const homeless: Caller = { userId: 'fran-2', sessionId: 's-3', role: 'franchisee-user' };
    await expect(listOrganizations(deps, homeless, { PageSize: 10 })).rejects.toBeInstanceOf(NotFound);
    await expect(createOrganization(deps, homeless, school('Lincoln', '60614'))).rejects.toBeInstanceOf(
      Conflict,
    );
  });

  it('writes each change with an entry of only the changed fields, and none for a no-op', async () => {
    const { deps, organizations, chicago } = await world();
    const created = await createOrganization(deps, superAdmin, school('Lincoln', '60614'));
    await updateOrganization(deps, superAdmin, {
      OrganizationId: created.OrganizationId,
      Name: 'Lincoln Elementary',
    });
    await updateOrganization(deps, superAdmin, {
      OrganizationId: created.OrganizationId,
      Name: 'Lincoln Elementary',
    });
    await setForceAccessCode(deps, superAdmin, {
      OrganizationId: created.OrganizationId,
      ForceAccessCode: true,
    });
    expect(
      organizations.audit.map((entry) => [
        entry.action,
        entry.franchiseId,
        JSON.parse(entry.before),
        JSON.parse(entry.after),
      ]),
    ).toEqual([
      [
        'organization-created',
        chicago,
        expect.objectContaining({ name: null }),
        expect.objectContaining({ name: 'Lincoln', zip: '60614', franchiseId: chicago }),
      ],
      ['organization-changed', chicago, { name: 'Lincoln' }, { name: 'Lincoln Elementary' }],
      ['organization-changed', chicago, { forceAccessCode: false }, { forceAccessCode: true }],
    ]);
    expect(organizations.organizations.get(created.OrganizationId)?.version).toBe(3);
  });

  it('decides a lost race again on what the winner wrote, losing no change', async () => {
    const { deps, organizations } = await world();
    const created = await createOrganization(deps, superAdmin, school('Lincoln', '60614'));
    await Promise.all([
      updateOrganization(deps, superAdmin, { OrganizationId: created.OrganizationId, Name: 'Renamed' }),
      setForceAccessCode(deps, superAdmin, { OrganizationId: created.OrganizationId, ForceAccessCode: true }),
    ]);
    expect(organizations.cancelled).toBeGreaterThan(0);
    expect(await getOrganization(deps, superAdmin, created.OrganizationId)).toMatchObject({
      Name: 'Renamed',
      ForceAccessCode: true,
    });
  });

  it('edits an organization made with a Thon (no version, no ZIP), keeping its payout account', async () => {
    const { deps, organizations, wisconsin } = await world();
    organizations.organizations.set('org-old', {
      organizationId: 'org-old',
      name: 'Old School',
      organizationType: 'High School',
      city: 'Peoria',
      state: 'IL',
      payoutAccountId: 'acct_1',
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    expect(await getOrganization(deps, superAdmin, 'org-old')).toMatchObject({
      FranchiseId: 'direct',
      Address: { Street: '', City: 'Peoria', State: 'IL', Zip: '' },
      ForceAccessCode: false,
      // An account whose onboarding is not finished (charges not enabled yet).
      Payout: { Status: 'Pending', ChargesEnabled: false, PayoutsEnabled: false },
    });
    const edited = await updateOrganization(deps, superAdmin, {
      OrganizationId: 'org-old',
      Address: { Street: '5 Main St', City: 'Peoria', State: 'IL', Zip: '53705' },
    });
    expect(edited.FranchiseId).toBe(wisconsin);
    expect(organizations.organizations.get('org-old')).toMatchObject({
      payoutAccountId: 'acct_1',
      version: 1,
    });
  });

  it('refuses an unknown school level or organization type against the reference lists', async () => {
    const { deps } = await world();
    await expect(
      createOrganization(deps, superAdmin, { ...school('Lincoln', '60614'), OrganizationType: 'Castle' }),
    ).rejects.toBeInstanceOf(RuleBroken);
  });

  it('refuses a type that is not a school while the school level it keeps stays; clearing the level with it is fine', async () => {
    const { deps } = await world();
    const created = await createOrganization(deps, superAdmin, school('Lincoln', '60614'));
    await expect(
      updateOrganization(deps, superAdmin, {
        OrganizationId: created.OrganizationId,
        OrganizationType: 'Sports Team',
      }),
    ).rejects.toThrow(schoolLevelNotForType);
    const club = await updateOrganization(deps, superAdmin, {
      OrganizationId: created.OrganizationId,
      OrganizationType: 'Sports Team',
      SchoolLevel: '',
    });
    expect(club).toMatchObject({ OrganizationType: 'Sports Team', SchoolLevel: null });
  });

  it('lists a franchise by name a page at a time; a cursor it did not hand out is refused', async () => {
    const { deps, chicago } = await world();
    for (const name of ['b', 'C', 'a']) await createOrganization(deps, superAdmin, school(name, '60614'));
    const first = await listOrganizations(deps, superAdmin, { FranchiseId: chicago, PageSize: 2 });
    expect(first.Organizations.map((o) => o.Name)).toEqual(['a', 'b']);
    const second = await listOrganizations(deps, superAdmin, {
      FranchiseId: chicago,
      PageSize: 2,
      ...(first.NextCursor ? { Cursor: first.NextCursor } : {}),
    });
    expect(second).toEqual({ Organizations: [expect.objectContaining({ Name: 'C' })] });
    await expect(
      listOrganizations(deps, superAdmin, { FranchiseId: chicago, PageSize: 2, Cursor: 'forged' }),
    ).rejects.toThrow(pageCursorNotValid);
    expect((await listOrganizations(deps, superAdmin, { PageSize: 10 })).Organizations).toEqual([]);
  });
});
