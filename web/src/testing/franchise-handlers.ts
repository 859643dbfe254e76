// msw handlers for the admin console's franchise calls: an in-memory fake of the API's franchise
// routes, paging by an opaque cursor as the API does and refusing an overlapping territory with
// the shared rule and sentence (409, the issue on Territory). Tests add them with
// server.use(...franchiseApi().handlers) and read what was sent from the returned object.
import { http, HttpResponse } from 'msw';
import { franchiseRoutes } from '@thon/shared/api/routes/franchises';
import type {
  CreateFranchiseRequest,
  Franchise,
  SetFranchiseStatusRequest,
  UpdateFranchiseRequest,
} from '@thon/shared/api/schemas/franchises';
import { territoryOverlapMessage } from '@thon/shared/franchises/overlap-message';
import { territoryOverlap, territorySchema } from '@thon/shared/franchises/territory';
import { mswPath } from './handlers';

export function franchiseFixture(overrides: Partial<Franchise> = {}): Franchise {
  return {
    FranchiseId: 'fr-north-texas',
    Name: 'North Texas Thons',
    Contact: { Name: 'Nora Diaz', Email: 'nora@northtexas.test', Phone: '2145550100' },
    DefaultCommissionPercent: 12,
    Territory: { States: ['OK'], ZipPrefixes: ['750', '751'] },
    Status: 'active',
    OrganizersMayShop: true,
    CreatedAt: '2026-03-01T12:00:00.000Z',
    UpdatedAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** `count` franchises named Franchise 01, Franchise 02, … each in its own one-digit ZIP prefix. */
export function manyFranchises(count: number): Franchise[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return franchiseFixture({
      FranchiseId: `fr-${number}`,
      Name: `Franchise ${number}`,
      Territory: { States: [], ZipPrefixes: [`9${number}`] },
      DefaultCommissionPercent: index % 20,
    });
  });
}

const notFound = () => HttpResponse.json({ message: 'Not found' }, { status: 404 });

export function franchiseApi(options: { franchises?: Franchise[] } = {}) {
  let franchises = options.franchises ?? [franchiseFixture()];
  const sent = {
    lists: [] as Record<string, string>[],
    creates: [] as CreateFranchiseRequest[],
    updates: [] as UpdateFranchiseRequest[],
    statuses: [] as SetFranchiseStatusRequest[],
  };
  const byName = () => [...franchises].sort((a, b) => a.Name.localeCompare(b.Name));
  /** The overlap refusal against any other franchise, as the API answers it. */
  const overlapRefusal = (territory: Franchise['Territory'], except?: string) => {
    const mine = territorySchema.parse(territory);
    for (const other of franchises) {
      if (other.FranchiseId === except) continue;
      const overlap = territoryOverlap(mine, territorySchema.parse(other.Territory));
      if (!overlap) continue;
      const message = territoryOverlapMessage(other.Name, overlap);
      return HttpResponse.json({ message, issues: [{ path: 'Territory', message }] }, { status: 409 });
    }
    return undefined;
  };

  const handlers = [
    http.get(mswPath(franchiseRoutes.listFranchises), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      sent.lists.push(query);
      // The API's default page size when none is asked for.
      const size = Number(query.PageSize ?? 25);
      // The cursor is the last name shown, base64: opaque to the web, as the API's is.
      const after = query.Cursor ? atob(query.Cursor) : undefined;
      const rest = byName().filter((franchise) => after === undefined || franchise.Name > after);
      const page = rest.slice(0, size);
      const last = page.at(-1);
      return HttpResponse.json(
        rest.length > size && last ? { Franchises: page, NextCursor: btoa(last.Name) } : { Franchises: page },
      );
    }),
    http.get(mswPath(franchiseRoutes.getFranchise), ({ params }) => {
      const franchise = franchises.find((candidate) => candidate.FranchiseId === params.franchiseId);
      return franchise ? HttpResponse.json(franchise) : notFound();
    }),
    http.post(mswPath(franchiseRoutes.createFranchise), async ({ request }) => {
      const body = (await request.json()) as CreateFranchiseRequest;
      sent.creates.push(body);
      const refusal = overlapRefusal(body.Territory);
      if (refusal) return refusal;
      const created = franchiseFixture({
        ...body,
        FranchiseId: `fr-new-${franchises.length + 1}`,
        Status: 'active',
      });
      franchises = [...franchises, created];
      return HttpResponse.json(created);
    }),
    http.post(mswPath(franchiseRoutes.updateFranchise), async ({ request }) => {
      const body = (await request.json()) as UpdateFranchiseRequest;
      sent.updates.push(body);
      const current = franchises.find((candidate) => candidate.FranchiseId === body.FranchiseId);
      if (!current) return notFound();
      const refusal = body.Territory && overlapRefusal(body.Territory, body.FranchiseId);
      if (refusal) return refusal;
      const { FranchiseId: _id, ...changes } = body;
      const updated: Franchise = { ...current, ...changes, UpdatedAt: '2026-03-02T12:00:00.000Z' };
      franchises = franchises.map((candidate) =>
        candidate.FranchiseId === updated.FranchiseId ? updated : candidate,
      );
      return HttpResponse.json(updated);
    }),
    http.post(mswPath(franchiseRoutes.setFranchiseStatus), async ({ request }) => {
      const body = (await request.json()) as SetFranchiseStatusRequest;
      sent.statuses.push(body);
      const current = franchises.find((candidate) => candidate.FranchiseId === body.FranchiseId);
      if (!current) return notFound();
      const updated: Franchise = { ...current, Status: body.Status };
      franchises = franchises.map((candidate) =>
        candidate.FranchiseId === updated.FranchiseId ? updated : candidate,
      );
      return HttpResponse.json(updated);
    }),
  ];
  return { handlers, sent, franchises: () => franchises };
}
