// Prize credit: how far a participant's support counts toward the prize levels (docs/prizes.md).
// A level's threshold is a rate per unit ("$2 a lap"). A per-unit pledge counts its rate; a flat or
// offline gift counts its amount divided by the Thon's divisor (30 by default: $30 given once counts
// as $1 a lap, as Booster and Apex count it). A per-unit pledge capped below the divisor is worth
// at most rate x cap, so it counts that total divided by the divisor: a cap cannot buy a level.
//
// Everything stays in whole cents: credit is kept as "cents given once" (a per-unit rate times the
// divisor, a gift as it is), so comparing with a threshold never divides.

export type CreditKind = 'PerUnit' | 'Flat' | 'Offline';

/** What one pledge contributes: its kind, status, amount (rate or gift, cents) and its unit cap. */
export interface CreditPledge {
  readonly kind: CreditKind;
  readonly status: string;
  readonly amountCents: number;
  readonly capUnits?: number | undefined;
  /** Cents refunded of a pledge that still stands (a partial refund): its credit shrinks by them. */
  readonly refundedCents?: number | undefined;
}

export const defaultPrizeDivisor = 30;
export const minPrizeDivisor = 1;
export const maxPrizeDivisor = 100;

/** Pledges that stand no longer (and never count toward a prize). */
const notCounted: ReadonlySet<string> = new Set(['Cancelled', 'Failed', 'Refunded', 'Disputed']);

/** Whether a pledge in this status counts toward prizes (pending, charged and offline ones do). */
export function countsTowardPrizes(status: string): boolean {
  return !notCounted.has(status);
}

/** One pledge's credit in cents given once (see the module comment). */
export function pledgeCreditOnceCents(pledge: CreditPledge, divisor: number): number {
  if (!countsTowardPrizes(pledge.status)) return 0;
  const countedUnits =
    pledge.capUnits !== undefined && pledge.capUnits > 0 ? Math.min(pledge.capUnits, divisor) : divisor;
  const counted = pledge.kind === 'PerUnit' ? pledge.amountCents * countedUnits : pledge.amountCents;
  // A partial refund leaves the pledge standing (Charged): the money given back no longer counts.
  return Math.max(0, counted - (pledge.refundedCents ?? 0));
}

/** A participant's credit in cents given once: the sum over their pledges. */
export function creditOnceCents(pledges: readonly CreditPledge[], divisor: number): number {
  return pledges.reduce((sum, pledge) => sum + pledgeCreditOnceCents(pledge, divisor), 0);
}

/** The credit as a rate per unit, in whole cents, rounded down (what a family is shown). */
export function creditPerUnitCents(onceCents: number, divisor: number): number {
  return Math.floor(onceCents / divisor);
}

/** A level's threshold in cents given once (thresholds are rates per unit). */
export function thresholdOnceCents(thresholdPerUnitCents: number, divisor: number): number {
  return thresholdPerUnitCents * divisor;
}

/** Whether a credit reaches a level's threshold (a threshold of 0 is reached by registering). */
export function reaches(onceCents: number, thresholdPerUnitCents: number, divisor: number): boolean {
  return onceCents >= thresholdOnceCents(thresholdPerUnitCents, divisor);
}

/**
 * What the next level still needs: per unit (rounded up to a whole dollar, as families read it:
 * "$4 more per lap") and once (the exact cents, rounded up to a whole dollar likewise).
 */
export function stillNeeded(
  onceCents: number,
  thresholdPerUnitCents: number,
  divisor: number,
): { perUnitCents: number; onceCents: number } {
  const missing = Math.max(0, thresholdOnceCents(thresholdPerUnitCents, divisor) - onceCents);
  const wholeDollars = (cents: number) => Math.ceil(cents / 100) * 100;
  return { perUnitCents: wholeDollars(Math.ceil(missing / divisor)), onceCents: wholeDollars(missing) };
}
