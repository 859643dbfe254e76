// What the pledge pages compute from the form as it is typed: the amount in cents, the units a
// per-unit pledge may count (for the plain cap statement, pledge-statement.tsx) and where the
// money goes.
import { moneyPattern } from '@thon/shared/catalog/patterns';
import { dollarsToCents } from '@thon/shared/pledges/cents';
import { feeBreakdown, type FeeBreakdown } from '@thon/shared/pledges/fee-breakdown';
import { countableUnits } from '@thon/shared/pledges/pledge-limits';

/** Cents of a typed amount ('$1,234.50', '2', '0.3'), undefined when it is not money. */
export function centsOf(typed: string): number | undefined {
  const value = typed.trim();
  if (!moneyPattern.test(value)) return undefined;
  const dollars = Number(value.replace(/[$,]/g, ''));
  return Number.isFinite(dollars) && dollars > 0 ? dollarsToCents(dollars) : undefined;
}

/** A donor's cap in whole units, undefined when none is typed (or not a whole number). */
export function capOf(typed: string): number | undefined {
  const value = typed.trim();
  return /^\d{1,6}$/u.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

/** "lap" for one, "laps" otherwise (the pledge emails count units the same way). */
export { unitsLabel } from '@thon/shared/pledges/cap-statement';

export interface PledgeFigures {
  /** Per-unit only: the units the pledge may count. */
  units?: number;
  /** The most the pledge can cost (or the gift), in cents. */
  mostCents: number;
  breakdown: FeeBreakdown;
}

export function pledgeFigures(input: {
  kind: 'PerUnit' | 'Flat';
  amountCents: number;
  capUnits?: number;
  eventMaxUnits: number;
  unitName: string;
  commissionPercent: number;
  coverExpense: boolean;
}): PledgeFigures {
  const { kind, amountCents, commissionPercent, coverExpense } = input;
  const units = kind === 'PerUnit' ? countableUnits(input.eventMaxUnits, input.capUnits) : undefined;
  const mostCents = units === undefined ? amountCents : amountCents * units;
  return {
    units,
    mostCents,
    breakdown: feeBreakdown({ amountCents: mostCents, commissionPercent, coverExpense }),
  };
}
