// What one per-unit pledge may count and come to. Never more than the donor was shown: a pledge
// stores the units it was shown as its most (`shownMaxUnits`), and every amount computed for it
// (the estimate, the charge) is held to them. Read through pledge-terms.ts.
import { countableUnits } from '@thon/shared/pledges/pledge-limits';
import type { PledgeRecord } from '../../data/repositories/pledges-repository';

type PledgeUnitsFacts = Pick<PledgeRecord, 'capUnits' | 'shownMaxUnits'>;

/**
 * The units a per-unit pledge may count now: the event's current maximum and the donor's cap, and
 * never more than the donor was shown when pledging (`shownMaxUnits`): a maximum raised later, or
 * one grown with the participant count, does not raise what a pledge can cost. A pledge stored
 * before that field existed counts as it always did.
 */
export function pledgeCountableUnits(pledge: PledgeUnitsFacts, eventMaxUnits: number): number {
  const now = countableUnits(eventMaxUnits, pledge.capUnits);
  return pledge.shownMaxUnits === undefined ? now : Math.min(now, pledge.shownMaxUnits);
}

/** What a per-unit pledge comes to at `units`: rate x min(units, its countable units), in cents. */
export function pledgeAmountCents(
  pledge: PledgeUnitsFacts & Pick<PledgeRecord, 'amountCents'>,
  units: number,
  eventMaxUnits: number,
): number {
  return pledge.amountCents * Math.min(units, pledgeCountableUnits(pledge, eventMaxUnits));
}
