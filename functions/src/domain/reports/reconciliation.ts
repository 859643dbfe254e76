// The reconciliation report's arithmetic: pledges summed per Thon, organization, franchise or
// month into what was pledged, charged, refunded, disputed, recorded offline, and how each charge
// split between the platform (processing expense, commission) and the school. Pure: the caller
// reads the pledges and hands over only the fields below, in integer cents.
//
// The identity every row and the total keep, exactly:
//   charged − refunded − disputed − processing expense − commission = net to the school
// It is the money of a destination charge followed to its end: the card pays `charged`, the
// provider gives back `refunded` and the bank takes back `disputed`, and of what stays the platform
// keeps its application fee (expense plus commission) while the rest is the school's. A refund
// reverses the application fee pro rata (the Stripe adapter refunds with refund_application_fee),
// so only the fee's share of what stays is counted; a disputed charge is counted as lost whole,
// fee included. Offline money (cash, check) never passes through a card: it has its own column and
// is not part of net to the school, which is what the school's payment account receives.
import { feeBreakdown } from '@thon/shared/pledges/fee-breakdown';
import type {
  StoredOfflineMethod,
  StoredPledgeKind,
  StoredPledgeStatus,
} from '../../data/stored-values/pledges';

/** One pledge, as much of it as the report needs. */
export interface ReconciliationPledge {
  eventId: string;
  organizationId: string;
  /** Absent: the organization is a direct customer of the platform. */
  franchiseId?: string;
  /** yyyy-MM of the charge (of the pledge when never charged), in the event's time zone. */
  month: string;
  kind: StoredPledgeKind;
  status: StoredPledgeStatus;
  /** The rate per unit (per-unit) or the gift (flat, offline). */
  amountCents: number;
  /** Per-unit: what the final units came to. */
  settledCents?: number;
  /** Per-unit not yet settled: what its units come to so far (the caller's estimate). */
  estimateCents?: number;
  /** What the card paid. */
  chargedCents?: number;
  refundedCents?: number;
  commissionPercent: number;
  coverExpense: boolean;
  offlineMethod?: StoredOfflineMethod;
}

export interface ReconciliationFigures {
  pledges: number;
  grossPledgedCents: number;
  chargedCents: number;
  refundedCents: number;
  disputedCents: number;
  offlineCents: number;
  processingExpenseCents: number;
  commissionCents: number;
  netToSchoolCents: number;
}

export const reconciliationGroupings = ['thon', 'organization', 'franchise', 'month'] as const;
export type ReconciliationGrouping = (typeof reconciliationGroupings)[number];

export interface ReconciliationRow extends ReconciliationFigures {
  /** The Thon's, organization's or franchise's id, or the month; '' is "no franchise". */
  key: string;
}

export interface ReconciliationReport {
  rows: ReconciliationRow[];
  total: ReconciliationFigures;
}

const zero: ReconciliationFigures = {
  pledges: 0,
  grossPledgedCents: 0,
  chargedCents: 0,
  refundedCents: 0,
  disputedCents: 0,
  offlineCents: 0,
  processingExpenseCents: 0,
  commissionCents: 0,
  netToSchoolCents: 0,
};

/** Statuses whose card was charged (a refund or a dispute came after the charge). */
const chargedStatuses: readonly StoredPledgeStatus[] = ['Charged', 'Refunded', 'Disputed'];
/** Never a promise: the card was never confirmed, or the donor withdrew it. */
const notPledged: readonly StoredPledgeStatus[] = ['Pending', 'Cancelled'];

/** `part` × `numerator` / `denominator` in whole cents, halves up, in integers (no float drift). */
function shareOf(part: number, numerator: number, denominator: number): number {
  return Math.floor((2 * part * numerator + denominator) / (2 * denominator));
}

/** What the pledge promised: the gift, or what a per-unit pledge's units came (or come) to. */
function pledgedCentsOf(pledge: ReconciliationPledge): number {
  if (pledge.kind !== 'per-unit') return pledge.amountCents;
  return pledge.settledCents ?? pledge.estimateCents ?? 0;
}

/** One pledge's figures; every figure of a report is a sum of these. */
export function pledgeFigures(pledge: ReconciliationPledge): ReconciliationFigures {
  if (notPledged.includes(pledge.status)) return zero;
  const base = { ...zero, pledges: 1, grossPledgedCents: pledgedCentsOf(pledge) };
  if (pledge.kind === 'offline') return { ...base, offlineCents: pledge.amountCents };
  if (!chargedStatuses.includes(pledge.status) || !pledge.chargedCents) return base;
  const charged = pledge.chargedCents;
  const refunded = Math.min(charged, pledge.refundedCents ?? 0);
  // The bank takes back what was left of the charge when the dispute opened.
  const disputed = pledge.status === 'Disputed' ? charged - refunded : 0;
  const kept = charged - refunded - disputed;
  const fee = feeBreakdown({
    amountCents: pledgedCentsOf(pledge),
    commissionPercent: pledge.commissionPercent,
    coverExpense: pledge.coverExpense,
  });
  // The fee is rounded once as a whole, then split, so expense + commission is exactly the fee
  // kept (rounding each part alone could make them a cent more or less than it).
  const feeKept = shareOf(fee.applicationFeeCents, kept, charged);
  const commission = Math.min(feeKept, shareOf(fee.commissionCents, kept, charged));
  return {
    ...base,
    chargedCents: charged,
    refundedCents: refunded,
    disputedCents: disputed,
    processingExpenseCents: feeKept - commission,
    commissionCents: commission,
    netToSchoolCents: kept - feeKept,
  };
}

export function addFigures(a: ReconciliationFigures, b: ReconciliationFigures): ReconciliationFigures {
  return {
    pledges: a.pledges + b.pledges,
    grossPledgedCents: a.grossPledgedCents + b.grossPledgedCents,
    chargedCents: a.chargedCents + b.chargedCents,
    refundedCents: a.refundedCents + b.refundedCents,
    disputedCents: a.disputedCents + b.disputedCents,
    offlineCents: a.offlineCents + b.offlineCents,
    processingExpenseCents: a.processingExpenseCents + b.processingExpenseCents,
    commissionCents: a.commissionCents + b.commissionCents,
    netToSchoolCents: a.netToSchoolCents + b.netToSchoolCents,
  };
}

const keyOf: Record<ReconciliationGrouping, (pledge: ReconciliationPledge) => string> = {
  thon: (pledge) => pledge.eventId,
  organization: (pledge) => pledge.organizationId,
  franchise: (pledge) => pledge.franchiseId ?? '',
  month: (pledge) => pledge.month,
};

/** The pledges' figures per group (ordered by key) and in total. */
export function reconcile(
  pledges: readonly ReconciliationPledge[],
  grouping: ReconciliationGrouping,
): ReconciliationReport {
  const groups = new Map<string, ReconciliationFigures>();
  let total = zero;
  for (const pledge of pledges) {
    const figures = pledgeFigures(pledge);
    const key = keyOf[grouping](pledge);
    groups.set(key, addFigures(groups.get(key) ?? zero, figures));
    total = addFigures(total, figures);
  }
  const rows = [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, figures]) => ({ key, ...figures }));
  return { rows, total };
}
