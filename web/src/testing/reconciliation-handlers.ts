// msw handler for the console's reconciliation call: a fake of GetReconciliation that answers the
// Thons of a scope a page at a time (an opaque cursor), each page's totals added up as the API
// does, its organizations' payouts on every page they appear, and an id outside the fake's reach as
// unknown (404). Tests add it with server.use(...reconciliationApi().handlers).
import { http, HttpResponse } from 'msw';
import { reportRoutes } from '@thon/shared/api/routes/reports';
import type {
  OrganizationPayoutsWire,
  ReconciliationFiguresWire,
  ReconciliationRowWire,
  ReconciliationWire,
} from '@thon/shared/api/schemas/reports';
import { notFound } from '@thon/shared/catalog/messages';
import { mswPath } from './handlers';

export function reconciliationRowFixture(
  overrides: Partial<ReconciliationRowWire> = {},
): ReconciliationRowWire {
  return {
    EventId: 'ev-maple',
    EventName: 'Maple Fun Run',
    EventStartDate: '2026-04-06',
    OrganizationId: 'org-maple',
    OrganizationName: 'Maple Elementary PTA',
    FranchiseId: 'fr-north-texas',
    IsTest: false,
    Pledges: 4,
    GrossPledgedCents: 8750,
    ChargedCents: 7525,
    RefundedCents: 1500,
    DisputedCents: 0,
    OfflineCents: 1250,
    ProcessingExpenseCents: 60,
    CommissionCents: 890,
    NetToSchoolCents: 5075,
    ...overrides,
  };
}

const figureKeys = [
  'Pledges',
  'GrossPledgedCents',
  'ChargedCents',
  'RefundedCents',
  'DisputedCents',
  'OfflineCents',
  'ProcessingExpenseCents',
  'CommissionCents',
  'NetToSchoolCents',
] as const;

const totalOf = (rows: readonly ReconciliationRowWire[]) =>
  Object.fromEntries(
    figureKeys.map((key) => [key, rows.reduce((sum, row) => sum + row[key], 0)]),
  ) as ReconciliationFiguresWire;

export function reconciliationApi(
  options: { rows?: ReconciliationRowWire[]; payouts?: OrganizationPayoutsWire[]; pageSize?: number } = {},
) {
  const rows = options.rows ?? [reconciliationRowFixture()];
  const payouts = options.payouts ?? [];
  const pageSize = options.pageSize ?? 100;
  const queries: URLSearchParams[] = [];
  const handlers = [
    http.get(mswPath(reportRoutes.getReconciliation), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const inScope = rows.filter(
        (row) =>
          row.EventId === query.get('EventId') ||
          row.OrganizationId === query.get('OrganizationId') ||
          (row.FranchiseId === query.get('FranchiseId') && !query.get('Month')) ||
          (query.get('Month') !== null &&
            row.EventStartDate.startsWith(query.get('Month') ?? '') &&
            (!query.get('FranchiseId') || row.FranchiseId === query.get('FranchiseId'))),
      );
      if (inScope.length === 0 && !query.get('Month')) {
        return HttpResponse.json({ message: notFound }, { status: 404 });
      }
      const start = Number(query.get('Cursor') ?? 0);
      const page = inScope.slice(start, start + pageSize);
      const organizations = new Set(page.map((row) => row.OrganizationId));
      const pagePayouts = payouts.filter((organization) => organizations.has(organization.OrganizationId));
      const body: ReconciliationWire = {
        Rows: page,
        Totals: totalOf(page),
        Payouts: pagePayouts,
        PayoutsCents: pagePayouts.reduce((sum, organization) => sum + organization.PayoutsCents, 0),
        ...(start + pageSize < inScope.length ? { NextCursor: String(start + pageSize) } : {}),
      };
      return HttpResponse.json(body);
    }),
  ];
  return { handlers, queries };
}
