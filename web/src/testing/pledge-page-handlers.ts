// Web test fixtures for the donor's pledge pages (features/pledges): GetPledgeOptions, the donor's pledge, and msw handlers
// that record what the pages send (our API and the local payment stand-in).
import { http, HttpResponse } from 'msw';
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import type { z } from 'zod';
import { mswPath } from './handlers';
import { server } from './msw-server';

type PledgeOptions = z.output<typeof pledgeRoutes.getPledgeOptions.response>;
type CreatedPledge = z.output<typeof pledgeRoutes.createPledge.response>;
export type DonorPledge = z.output<typeof pledgeRoutes.getPledgeForDonor.response>;

export const optionsFixture: PledgeOptions = {
  ParticipantId: 'p-1',
  DisplayName: 'Ava J.',
  EventId: 'evt-spring-25',
  EventName: 'Spring Fun Run',
  EventStatus: 'live',
  OrganizationName: 'Maple Elementary',
  UnitName: 'lap',
  MaxUnits: 40,
  Units: 0,
  SuggestedPerUnit: [15, 10, 5, 3, 2],
  SuggestedFlat: [500, 300, 200, 100, 50],
  MinimumRate: 0.3,
  MinimumGift: 10,
  MinimumTransaction: 1,
  PendingAboveRate: 5,
  CommissionPercent: 10,
  ProcessingExpense: 2,
  PledgesOpen: true,
};

export const createdFixture: CreatedPledge = {
  PledgeId: 'pl-1',
  Status: 'Scheduled',
  Kind: 'PerUnit',
  Amount: 2,
  CountableUnits: 25,
  MaximumAmount: 50,
  Breakdown: { DonorPays: 52, School: 45, Commission: 5, Expense: 2 },
  DisplayName: 'Ava J.',
  EventName: 'Spring Fun Run',
  UnitName: 'lap',
  Email: 'pat@example.org',
};

export const donorPledgeFixture: DonorPledge = {
  PledgeId: 'pl-1',
  Kind: 'PerUnit',
  Status: 'Scheduled',
  Amount: 2,
  MaxUnits: 25,
  CountableUnits: 25,
  MaximumAmount: 50,
  EventMaxUnits: 40,
  Breakdown: { DonorPays: 50, School: 43, Commission: 5, Expense: 2 },
  CoverExpense: false,
  DisplayName: 'Ava J.',
  EventName: 'Spring Fun Run',
  UnitName: 'lap',
  MinimumRate: 0.3,
  PendingAboveRate: 5,
  DonorName: 'Pat Lee',
  Email: 'pat@example.org',
  CardLast4: '4242',
  Editable: true,
  CardUpdatable: false,
};

export interface Seen {
  headers: Headers;
  body: unknown;
}

/** Answers GetPledgeOptions with the fixture (changed by `overrides`). */
export function servePledgeOptions(overrides: Partial<PledgeOptions> = {}) {
  server.use(
    http.get(mswPath(pledgeRoutes.getPledgeOptions), ({ params }) =>
      params.participantId === 'p-1'
        ? HttpResponse.json({ ...optionsFixture, ...overrides })
        : HttpResponse.json({ message: 'No such participant.' }, { status: 404 }),
    ),
  );
}

/** The local card form's requests to the stand-in: each answers pm_test_<n>. */
export function servePaymentMethods(): { headers: Headers; params: URLSearchParams }[] {
  const seen: { headers: Headers; params: URLSearchParams }[] = [];
  server.use(
    http.post('*/v1/payment_methods', async ({ request }) => {
      seen.push({ headers: request.headers, params: new URLSearchParams(await request.text()) });
      return HttpResponse.json({ id: `pm_test_${seen.length}`, object: 'payment_method' });
    }),
  );
  return seen;
}

/** Records the requests to one of the pledge routes and answers each with `answer(n)`. */
export function recordCalls(
  route: (typeof pledgeRoutes)[keyof typeof pledgeRoutes],
  answer: (call: number) => Response,
): Seen[] {
  const seen: Seen[] = [];
  const handler = async ({ request }: { request: Request }) => {
    const text = await request.text();
    seen.push({ headers: request.headers, body: text ? (JSON.parse(text) as unknown) : undefined });
    return answer(seen.length);
  };
  server.use(route.method === 'GET' ? http.get(mswPath(route), handler) : http.post(mswPath(route), handler));
  return seen;
}
