// The amounts a pledge or gift must meet (spec section 9, and the product's pledge rules):
// - a rate per unit of at least 0.30, or the event's configured minimum for initial pledges;
// - a flat gift of at least 5, or 10 once the event is live, or the event's configured minimum;
// - every pledge at least the minimum transaction ($1): for a per-unit pledge, its most it can
//   cost (rate x the units it may count);
// - a rate above the pending threshold (5 per unit) waits for the donor's confirmation by email,
//   so a typo of 50 for 0.50 costs nobody.
// Our reading, documented: "must exceed a configured amount" names the event's own minimum, which
// defaults to the spec's minimum and is inclusive like it (a 0.30 rate and a 5 gift are allowed).
import {
  minimumFlatDonation,
  minimumFlatDonationWhenLive,
  minimumPerUnitDonation,
  minimumPledge,
  pendingThresholdPerUnitDonation,
} from '../catalog/donations';
import { dollarsToCents } from './cents';

export interface EventPledgeSettings {
  status: 'draft' | 'live' | 'completed' | 'processed';
  /** The organizer's minimum for per-unit rates, in dollars; absent: the spec's. */
  initialPledgeMinimum?: number;
  /** The organizer's minimum for one-time gifts, in dollars; absent: the spec's. */
  oneTimeGiftMinimum?: number;
}

export interface PledgeLimits {
  minimumRateCents: number;
  minimumGiftCents: number;
  minimumTransactionCents: number;
  pendingAboveRateCents: number;
}

export function pledgeLimits(event: EventPledgeSettings): PledgeLimits {
  const specGiftMinimum = event.status === 'live' ? minimumFlatDonationWhenLive : minimumFlatDonation;
  return {
    minimumRateCents: dollarsToCents(Math.max(minimumPerUnitDonation, event.initialPledgeMinimum ?? 0)),
    minimumGiftCents: dollarsToCents(Math.max(specGiftMinimum, event.oneTimeGiftMinimum ?? 0)),
    minimumTransactionCents: dollarsToCents(minimumPledge),
    pendingAboveRateCents: dollarsToCents(pendingThresholdPerUnitDonation),
  };
}

/** The units a per-unit pledge may count: the event's maximum, or the donor's cap if lower. */
export function countableUnits(eventMaxUnits: number, donorCapUnits?: number): number {
  return donorCapUnits === undefined ? eventMaxUnits : Math.min(eventMaxUnits, donorCapUnits);
}

export type PledgeAmountProblem = 'rate-too-small' | 'gift-too-small' | 'below-minimum-transaction';

export function perUnitProblem(
  limits: PledgeLimits,
  rateCents: number,
  units: number,
): PledgeAmountProblem | undefined {
  if (rateCents < limits.minimumRateCents) return 'rate-too-small';
  if (rateCents * units < limits.minimumTransactionCents) return 'below-minimum-transaction';
  return undefined;
}

export function flatProblem(limits: PledgeLimits, giftCents: number): PledgeAmountProblem | undefined {
  return giftCents < limits.minimumGiftCents ? 'gift-too-small' : undefined;
}

/** A rate above the threshold waits for the donor to confirm it from the email link. */
export function needsDonorConfirmation(limits: PledgeLimits, rateCents: number): boolean {
  return rateCents > limits.pendingAboveRateCents;
}

/**
 * What a per-unit pledge is worth at `units` completed: rate x min(units, the units it may count),
 * in whole cents (a rate in cents times whole units needs no rounding).
 */
export function perUnitAmountCents(input: {
  rateCents: number;
  units: number;
  eventMaxUnits: number;
  capUnits?: number;
}): number {
  return input.rateCents * Math.min(input.units, countableUnits(input.eventMaxUnits, input.capUnits));
}
