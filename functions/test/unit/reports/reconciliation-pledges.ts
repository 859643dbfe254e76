// A generated, reproducible mix of pledges for the reconciliation tests: every kind and every
// status, refunded in part and in full, disputed, below the minimum, failed, with and without a
// franchise, across months. Seeded, so a failure names a mix that can be run again.
import { feeBreakdown } from '@thon/shared/pledges/fee-breakdown';
import type { ReconciliationPledge } from '../../../src/domain/reports/reconciliation';

/** A small linear congruential generator: the same seed, the same pledges. */
function generator(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % below;
  };
}

const outcomes = [
  'charged',
  'refunded-part',
  'refunded-full',
  'disputed',
  'refunded-part-then-disputed',
  'below-minimum',
  'failed',
  'scheduled',
  'pending',
  'cancelled',
] as const;

export function generatedPledges(count: number, seed = 7): ReconciliationPledge[] {
  const next = generator(seed);
  const pick = <T>(values: readonly T[]): T => values[next(values.length)] as T;
  return Array.from({ length: count }, (): ReconciliationPledge => {
    const eventId = pick(['thon-a', 'thon-b', 'thon-c', 'thon-d', 'thon-e']);
    const where = {
      eventId,
      // Thons a and b are one school's, c another's, d and e a direct customer's (no franchise).
      organizationId: eventId <= 'thon-b' ? 'org-1' : eventId === 'thon-c' ? 'org-2' : 'org-3',
      ...(eventId <= 'thon-c' ? { franchiseId: eventId === 'thon-c' ? 'fr-2' : 'fr-1' } : {}),
      month: pick(['2026-03', '2026-04', '2026-05']),
      commissionPercent: next(61),
      coverExpense: next(2) === 0,
    };
    const kind = pick(['per-unit', 'flat', 'offline'] as const);
    if (kind === 'offline') {
      return {
        ...where,
        kind,
        status: 'Offline',
        amountCents: 100 + next(20_000),
        offlineMethod: pick(['cash', 'check'] as const),
      };
    }
    const amountCents = kind === 'per-unit' ? 1 + next(2_000) : 100 + next(50_000);
    const settledCents = kind === 'per-unit' ? amountCents * next(40) : undefined;
    const due = settledCents ?? amountCents;
    const charged = feeBreakdown({ amountCents: due, ...where }).donorPaysCents;
    const terms = { ...where, kind, amountCents, ...(settledCents === undefined ? {} : { settledCents }) };
    const part = 1 + next(Math.max(1, charged - 1));
    switch (pick(outcomes)) {
      case 'charged':
        return { ...terms, status: 'Charged', chargedCents: charged };
      case 'refunded-part':
        return { ...terms, status: 'Charged', chargedCents: charged, refundedCents: Math.min(part, charged) };
      case 'refunded-full':
        return { ...terms, status: 'Refunded', chargedCents: charged, refundedCents: charged };
      case 'disputed':
        return { ...terms, status: 'Disputed', chargedCents: charged };
      case 'refunded-part-then-disputed':
        return { ...terms, status: 'Disputed', chargedCents: charged, refundedCents: Math.min(part, charged) };
      case 'below-minimum':
        return { ...terms, status: 'BelowMinimum' };
      case 'failed':
        return { ...terms, status: 'Failed' };
      case 'scheduled':
        // Units not final yet: what they come to so far is the caller's estimate.
        return kind === 'per-unit'
          ? { ...where, kind, amountCents, status: 'Scheduled', estimateCents: amountCents * next(30) }
          : { ...terms, status: 'Charged', chargedCents: charged };
      case 'pending':
        return { ...terms, status: 'Pending' };
      case 'cancelled':
        return { ...terms, status: 'Cancelled' };
    }
  });
}
