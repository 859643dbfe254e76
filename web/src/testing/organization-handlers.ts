// msw handlers for the admin console's organization calls: an in-memory fake of the API's
// organization routes. It pages a franchise's list by an opaque cursor as the API does, puts a new
// organization in the franchise of its ZIP with the shared rule (franchiseOfZip over the franchise
// fake's franchises), and keeps a move's override. Tests add them with
// server.use(...organizationApi({ franchises }).handlers) and read what was sent from it.
import { http, HttpResponse } from 'msw';
import { franchiseRoutes } from '@thon/shared/api/routes/franchises';
import type { Franchise } from '@thon/shared/api/schemas/franchises';
import {
  directCustomerKey,
  type CreateOrganizationRequest,
  type MoveOrganizationRequest,
  type Organization,
  type SetForceAccessCodeRequest,
  type UpdateOrganizationRequest,
} from '@thon/shared/api/schemas/organizations';
import { franchiseOfZip } from '@thon/shared/franchises/franchise-of-zip';
import { mswPath } from './handlers';

export function organizationFixture(overrides: Partial<Organization> = {}): Organization {
  return {
    OrganizationId: 'org-lincoln',
    Name: 'Lincoln Elementary',
    OrganizationType: 'Elementary School',
    SchoolLevel: 'Elementary',
    Address: { Street: '100 Main St', City: 'Dallas', State: 'TX', Zip: '75001' },
    FranchiseId: 'fr-north-texas',
    FranchiseOverridden: false,
    ForceAccessCode: false,
    Payout: { Status: 'NotConnected', ChargesEnabled: false, PayoutsEnabled: false },
    CreatedAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** `count` organizations of a franchise named School 01, School 02, … */
export function manyOrganizations(count: number, franchiseId = 'fr-north-texas'): Organization[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return organizationFixture({
      OrganizationId: `org-${number}`,
      Name: `School ${number}`,
      FranchiseId: franchiseId,
    });
  });
}

const notFound = () => HttpResponse.json({ message: 'Not found' }, { status: 404 });

export function organizationApi(
  options: { organizations?: Organization[]; franchises?: () => Franchise[] } = {},
) {
  let organizations = options.organizations ?? [organizationFixture()];
  const franchises = options.franchises ?? (() => []);
  const sent = {
    lists: [] as Record<string, string>[],
    creates: [] as CreateOrganizationRequest[],
    updates: [] as UpdateOrganizationRequest[],
    moves: [] as MoveOrganizationRequest[],
    accessCodes: [] as SetForceAccessCodeRequest[],
  };
  const ofZip = (zip: string) => franchiseOfZip(zip, franchises())?.FranchiseId ?? directCustomerKey;
  const save = (updated: Organization) => {
    organizations = organizations.map((candidate) =>
      candidate.OrganizationId === updated.OrganizationId ? updated : candidate,
    );
    return HttpResponse.json(updated);
  };
  const find = (id: unknown) => organizations.find((candidate) => candidate.OrganizationId === id);

  const handlers = [
    http.get(mswPath(franchiseRoutes.listOrganizations), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      sent.lists.push(query);
      const franchiseId = query.FranchiseId ?? directCustomerKey;
      const size = Number(query.PageSize ?? 25);
      const after = query.Cursor ? atob(query.Cursor) : undefined;
      const rest = organizations
        .filter((organization) => organization.FranchiseId === franchiseId)
        .sort((a, b) => a.Name.localeCompare(b.Name))
        .filter((organization) => after === undefined || organization.Name > after);
      const page = rest.slice(0, size);
      const last = page.at(-1);
      return HttpResponse.json(
        rest.length > size && last
          ? { Organizations: page, NextCursor: btoa(last.Name) }
          : { Organizations: page },
      );
    }),
    http.get(mswPath(franchiseRoutes.getOrganization), ({ params }) => {
      const organization = find(params.organizationId);
      return organization ? HttpResponse.json(organization) : notFound();
    }),
    http.post(mswPath(franchiseRoutes.createOrganization), async ({ request }) => {
      const body = (await request.json()) as CreateOrganizationRequest;
      sent.creates.push(body);
      const created = organizationFixture({
        ...body,
        SchoolLevel: body.SchoolLevel || null,
        OrganizationId: `org-new-${organizations.length + 1}`,
        FranchiseId: ofZip(body.Address.Zip),
      });
      organizations = [...organizations, created];
      return HttpResponse.json(created);
    }),
    http.post(mswPath(franchiseRoutes.updateOrganization), async ({ request }) => {
      const body = (await request.json()) as UpdateOrganizationRequest;
      sent.updates.push(body);
      const current = find(body.OrganizationId);
      if (!current) return notFound();
      const { OrganizationId: _id, SchoolLevel, ...changes } = body;
      const address = changes.Address ?? current.Address;
      return save({
        ...current,
        ...changes,
        SchoolLevel: SchoolLevel === undefined ? current.SchoolLevel : SchoolLevel || null,
        FranchiseId: current.FranchiseOverridden ? current.FranchiseId : ofZip(address.Zip),
      });
    }),
    http.post(mswPath(franchiseRoutes.moveOrganization), async ({ request }) => {
      const body = (await request.json()) as MoveOrganizationRequest;
      sent.moves.push(body);
      const current = find(body.OrganizationId);
      if (!current) return notFound();
      return save({
        ...current,
        FranchiseId: body.FranchiseId ?? ofZip(current.Address.Zip),
        FranchiseOverridden: body.FranchiseId !== undefined,
      });
    }),
    http.post(mswPath(franchiseRoutes.setForceAccessCode), async ({ request }) => {
      const body = (await request.json()) as SetForceAccessCodeRequest;
      sent.accessCodes.push(body);
      const current = find(body.OrganizationId);
      if (!current) return notFound();
      return save({ ...current, ForceAccessCode: body.ForceAccessCode });
    }),
  ];
  return { handlers, sent, organizations: () => organizations };
}
