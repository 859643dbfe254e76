// The pages of a reconciliation made one report: rows in order, totals added (integer cents, so
// the sum is exact), and each organization's payouts once (an organization whose Thons fall on two
// pages is answered on both, with the same payouts).
import type {
  OrganizationPayoutsWire,
  ReconciliationFiguresWire,
  ReconciliationRowWire,
  ReconciliationWire,
} from '@thon/shared/api/schemas/reports';

export interface Reconciliation {
  rows: ReconciliationRowWire[];
  totals: ReconciliationFiguresWire;
  payouts: OrganizationPayoutsWire[];
  payoutsCents: number;
  /** More pages than the console loads at once: the totals are of the rows shown only. */
  truncated: boolean;
}

export const figureKeys = [
  'Pledges',
  'GrossPledgedCents',
  'ChargedCents',
  'RefundedCents',
  'DisputedCents',
  'OfflineCents',
  'ProcessingExpenseCents',
  'CommissionCents',
  'NetToSchoolCents',
] as const satisfies readonly (keyof ReconciliationFiguresWire)[];

const noFigures = Object.fromEntries(figureKeys.map((key) => [key, 0])) as ReconciliationFiguresWire;

export function addFigures(
  a: ReconciliationFiguresWire,
  b: ReconciliationFiguresWire,
): ReconciliationFiguresWire {
  return Object.fromEntries(figureKeys.map((key) => [key, a[key] + b[key]])) as ReconciliationFiguresWire;
}

export function mergeReconciliationPages(
  pages: readonly ReconciliationWire[],
  truncated = false,
): Reconciliation {
  const payouts = new Map<string, OrganizationPayoutsWire>();
  for (const page of pages) {
    for (const organization of page.Payouts) payouts.set(organization.OrganizationId, organization);
  }
  const merged = [...payouts.values()];
  return {
    rows: pages.flatMap((page) => page.Rows),
    totals: pages.map((page) => page.Totals).reduce(addFigures, noFigures),
    payouts: merged,
    payoutsCents: merged.reduce((sum, organization) => sum + organization.PayoutsCents, 0),
    truncated,
  };
}
