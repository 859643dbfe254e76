// Organizations through the local gateway against the emulator: the franchise derived from the
// ZIP (two franchises, and a direct customer where no territory holds the ZIP), a ZIP change
// derived again unless a super admin's move fixed the franchise, a franchisee user's scope
// (another franchise's organization answers 404 like an unknown id; a school outside their
// territory is a 409 saying why), the list by franchise with its cursor, each organization's payout
// account status as stored, the 400s, and the audit entries each change writes.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  organizationOutsideTerritory,
  organizationZipNotValid,
  pageCursorNotValid,
} from '@thon/shared/catalog/messages';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createFranchise } from './test-franchises';
import { createPledgeEvent } from './test-pledges';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

interface OrganizationAnswer {
  OrganizationId: string;
  Name: string;
  FranchiseId: string;
  FranchiseOverridden: boolean;
  ForceAccessCode: boolean;
  Address: { Street: string; City: string; State: string; Zip: string };
  Payout: { Status: string; ChargesEnabled: boolean; PayoutsEnabled: boolean };
}

// Each run takes three five-digit ZIPs of its own in CA (a franchise holding the exact ZIP as its
// prefix), so a run against a stack another run used does not meet its territories.
const run = Date.now().toString(36);
const base = 93000 + Math.floor(Math.random() * 300) * 3;
const zipNorth = String(base);
const zipSouth = String(base + 1);
const zipNobody = String(base + 2);

let admin: SignedInTestUser;
let north: string;
let south: string;

const franchiseOfRun = (name: string, zipPrefix: string) =>
  createFranchise(api, admin.headers, `${name} ${run}`, zipPrefix);

const organization = (name: string, zip: string) => ({
  Name: `${name} ${run}`,
  OrganizationType: 'Elementary School',
  SchoolLevel: 'Elementary',
  Address: { Street: '1 School Way', City: 'Santa Barbara', State: 'CA', Zip: zip },
});

async function createOrganization(
  body: ReturnType<typeof organization>,
  headers = admin.headers,
): Promise<OrganizationAnswer> {
  const answer = await api.post('/api/franchises/CreateOrganization', body, headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as OrganizationAnswer;
}

beforeAll(async () => {
  admin = await signedInTestUser('super-admin', 'organization-admin');
  north = await franchiseOfRun('North Coast', zipNorth);
  south = await franchiseOfRun('South Coast', zipSouth);
});

describe('organizations', () => {
  it('derives the franchise from the ZIP, or direct when no territory holds it', async () => {
    const inNorth = await createOrganization(organization('Lincoln', zipNorth));
    const inSouth = await createOrganization(organization('Adams', `${zipSouth}-1234`));
    const direct = await createOrganization(organization('Jefferson', zipNobody));
    expect([inNorth.FranchiseId, inSouth.FranchiseId, direct.FranchiseId]).toEqual([north, south, 'direct']);
    expect(inNorth).toMatchObject({ FranchiseOverridden: false, ForceAccessCode: false });
    const read = await api.get(`/api/franchises/GetOrganization/${inNorth.OrganizationId}`, admin.headers);
    expect(read).toMatchObject({ status: 200, body: inNorth });
  });

  it('answers the payout account status stored on the organization, in the list and alone', async () => {
    const unconnected = await createOrganization(organization('Madison', zipNorth));
    expect(unconnected.Payout).toEqual({
      Status: 'NotConnected',
      ChargesEnabled: false,
      PayoutsEnabled: false,
    });
    // A school whose connected account the payment stand-in enabled.
    const { organizationId } = await createPledgeEvent({ franchiseId: north });
    const enabled = { Status: 'Enabled', ChargesEnabled: true, PayoutsEnabled: true };
    const read = await api.get(`/api/franchises/GetOrganization/${organizationId}`, admin.headers);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect((read.body as OrganizationAnswer).Payout).toEqual(enabled);
    const listed: OrganizationAnswer[] = [];
    let cursor: string | undefined;
    do {
      const query = `?FranchiseId=${north}&PageSize=100${cursor ? `&Cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = await api.get(`/api/franchises/ListOrganizations${query}`, admin.headers);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      const body = page.body as { Organizations: OrganizationAnswer[]; NextCursor?: string };
      listed.push(...body.Organizations);
      cursor = body.NextCursor;
    } while (cursor);
    expect(listed.find((row) => row.OrganizationId === unconnected.OrganizationId)?.Payout.Status).toBe(
      'NotConnected',
    );
  });

  it('a ZIP change derives the franchise again, unless a move fixed it; clearing the move derives it', async () => {
    const school = await createOrganization(organization('Roosevelt', zipNorth));
    const address = { ...organization('', zipSouth).Address };
    const moved = await api.post(
      '/api/franchises/UpdateOrganization',
      { OrganizationId: school.OrganizationId, Address: address },
      admin.headers,
    );
    expect(moved).toMatchObject({ status: 200, body: { FranchiseId: south } });

    const fixed = await api.post(
      '/api/franchises/MoveOrganization',
      { OrganizationId: school.OrganizationId, FranchiseId: north },
      admin.headers,
    );
    expect(fixed).toMatchObject({ status: 200, body: { FranchiseId: north, FranchiseOverridden: true } });
    const kept = await api.post(
      '/api/franchises/UpdateOrganization',
      { OrganizationId: school.OrganizationId, Address: { ...address, Zip: zipNobody } },
      admin.headers,
    );
    expect(kept).toMatchObject({ status: 200, body: { FranchiseId: north, Address: { Zip: zipNobody } } });

    const cleared = await api.post(
      '/api/franchises/MoveOrganization',
      { OrganizationId: school.OrganizationId },
      admin.headers,
    );
    expect(cleared).toMatchObject({
      status: 200,
      body: { FranchiseId: 'direct', FranchiseOverridden: false },
    });
  });

  it("a franchisee user works on their franchise's organizations only", async () => {
    const franchisee = await signedInTestUser('franchisee-user', 'north-user', { franchiseId: north });
    const own = await createOrganization(organization('Franklin', zipNorth), franchisee.headers);
    expect(own.FranchiseId).toBe(north);
    const other = await createOrganization(organization('Hamilton', zipSouth));

    const outside = await api.post(
      '/api/franchises/CreateOrganization',
      organization('Madison', zipSouth),
      franchisee.headers,
    );
    expect(outside).toMatchObject({ status: 409, body: { message: organizationOutsideTerritory } });

    const denied = await api.get(
      `/api/franchises/GetOrganization/${other.OrganizationId}`,
      franchisee.headers,
    );
    const unknown = await api.get('/api/franchises/GetOrganization/no-such-organization', franchisee.headers);
    expect(denied.status).toBe(404);
    expect(denied.body).toEqual(unknown.body);
    const deniedEdit = await api.post(
      '/api/franchises/SetForceAccessCode',
      { OrganizationId: other.OrganizationId, ForceAccessCode: true },
      franchisee.headers,
    );
    expect(deniedEdit.status).toBe(404);
    expect(deniedEdit.body).toEqual(unknown.body);
    expect(
      (await api.get(`/api/franchises/ListOrganizations?FranchiseId=${south}`, franchisee.headers)).status,
    ).toBe(404);

    const forced = await api.post(
      '/api/franchises/SetForceAccessCode',
      { OrganizationId: own.OrganizationId, ForceAccessCode: true },
      franchisee.headers,
    );
    expect(forced).toMatchObject({ status: 200, body: { ForceAccessCode: true } });
    const list = await api.get('/api/franchises/ListOrganizations', franchisee.headers);
    expect(list.status).toBe(200);
    const ids = (list.body as { Organizations: OrganizationAnswer[] }).Organizations.map(
      (o) => o.OrganizationId,
    );
    expect(ids).toContain(own.OrganizationId);
    expect(ids).not.toContain(other.OrganizationId);
    // Moving is the super admin's.
    expect(
      (
        await api.post(
          '/api/franchises/MoveOrganization',
          { OrganizationId: own.OrganizationId, FranchiseId: south },
          franchisee.headers,
        )
      ).status,
    ).toBe(403);
  });

  it("lists a franchise's organizations by name a page at a time; another list's cursor is a 400", async () => {
    const names = ['b-second', 'A-first', 'c-third'];
    for (const name of names) await createOrganization(organization(name, zipSouth));
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const query = `?FranchiseId=${south}&PageSize=2${cursor ? `&Cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = await api.get(`/api/franchises/ListOrganizations${query}`, admin.headers);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      const body = page.body as { Organizations: OrganizationAnswer[]; NextCursor?: string };
      seen.push(...body.Organizations.map((o) => o.Name));
      cursor = body.NextCursor;
    } while (cursor);
    const ours = seen.filter((name) => names.some((n) => name === `${n} ${run}`));
    expect(ours).toEqual([`A-first ${run}`, `b-second ${run}`, `c-third ${run}`]);

    const first = await api.get(
      `/api/franchises/ListOrganizations?FranchiseId=${south}&PageSize=1`,
      admin.headers,
    );
    const southCursor = (first.body as { NextCursor: string }).NextCursor;
    const crossed = await api.get(
      `/api/franchises/ListOrganizations?FranchiseId=${north}&Cursor=${encodeURIComponent(southCursor)}`,
      admin.headers,
    );
    expect(crossed).toMatchObject({ status: 400, body: { message: pageCursorNotValid } });
  });

  it('refuses bad input with 400s and names the field', async () => {
    const bad = async (path: string, body: unknown) =>
      api.post(`/api/franchises/${path}`, body, admin.headers);
    const badZip = await bad('CreateOrganization', organization('Bad Zip', '9310'));
    expect(badZip.status).toBe(400);
    expect(JSON.stringify(badZip.body)).toContain(organizationZipNotValid);
    expect(
      (await bad('CreateOrganization', { ...organization('No type', zipNorth), OrganizationType: 'Castle' }))
        .status,
    ).toBe(400);
    expect(
      (
        await bad('CreateOrganization', {
          ...organization('Club', zipNorth),
          OrganizationType: 'Sports Team',
        })
      ).status,
    ).toBe(400);
    const school = await createOrganization(organization('Polk', zipNorth));
    expect((await bad('UpdateOrganization', { OrganizationId: school.OrganizationId })).status).toBe(400);
    expect(
      (await bad('SetForceAccessCode', { OrganizationId: school.OrganizationId, ForceAccessCode: 'yes' }))
        .status,
    ).toBe(400);
    expect(
      (await bad('MoveOrganization', { OrganizationId: school.OrganizationId, FranchiseId: 'no-such' }))
        .status,
    ).toBe(400);
    expect((await api.get('/api/franchises/ListOrganizations?Cursor=forged', admin.headers)).status).toBe(
      400,
    );
    expect((await bad('UpdateOrganization', { OrganizationId: 'no-such', Name: 'X' })).status).toBe(404);
  });

  it('writes each change with its audit entry (only the changed fields); a no-op writes none', async () => {
    const school = await createOrganization(organization('Audited', zipNorth));
    await api.post(
      '/api/franchises/UpdateOrganization',
      { OrganizationId: school.OrganizationId, Name: `Audited Renamed ${run}` },
      admin.headers,
    );
    await api.post(
      '/api/franchises/SetForceAccessCode',
      { OrganizationId: school.OrganizationId, ForceAccessCode: false },
      admin.headers,
    );
    await api.post(
      '/api/franchises/MoveOrganization',
      { OrganizationId: school.OrganizationId, FranchiseId: south },
      admin.headers,
    );
    const log = await api.get(`/api/audit/ListAuditEntries?FranchiseId=${south}&PageSize=100`, admin.headers);
    expect(log.status).toBe(200);
    const entries = (
      log.body as { Entries: { Action: string; Subject: { Id: string }; Before: unknown; After: unknown }[] }
    ).Entries.filter((entry) => entry.Subject.Id === school.OrganizationId);
    expect(entries.map((entry) => [entry.Action, entry.Before, entry.After])).toEqual([
      [
        'organization-moved',
        { franchiseId: north, franchiseOverridden: false },
        { franchiseId: south, franchiseOverridden: true },
      ],
    ]);
    const northLog = await api.get(
      `/api/audit/ListAuditEntries?FranchiseId=${north}&PageSize=100`,
      admin.headers,
    );
    const northEntries = (
      northLog.body as { Entries: { Action: string; Subject: { Id: string }; After: unknown }[] }
    ).Entries.filter((entry) => entry.Subject.Id === school.OrganizationId);
    expect(northEntries.map((entry) => [entry.Action, entry.After])).toEqual([
      ['organization-changed', { name: `Audited Renamed ${run}` }],
      ['organization-created', expect.objectContaining({ name: `Audited ${run}`, zip: zipNorth })],
    ]);
  });
});
