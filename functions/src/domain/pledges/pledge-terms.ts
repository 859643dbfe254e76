// An event's terms for pledges: the units a pledge may count, the minimums and whether pledges are
// open, from the one event item; the commission too when the caller passes its franchise's default
// (the only other source, read by the caller: franchise-commission.ts), so this stays pure. And what
// one per-unit pledge may count and come to, which never passes the maximum its donor was shown.
import { pledgesClosed, pledgesNotOpenYet } from '@thon/shared/catalog/messages';
import { centsToDollars } from '@thon/shared/pledges/cents';
import { effectiveCommissionPercent } from '@thon/shared/franchises/commission';
import { pledgeLimits, type PledgeLimits } from '@thon/shared/pledges/pledge-limits';
import type { EventRecord } from '../../data/repositories/events-repository';
import { maxUnitsOf } from '../events/teams-and-units';

// What one pledge may count and come to (its own module: teams-and-units needs it too, and this
// one imports teams-and-units).
export { pledgeAmountCents, pledgeCountableUnits } from './pledge-units';

export interface PledgeTerms {
  maxUnits: number;
  limits: PledgeLimits;
  open: boolean;
  closedReason?: string;
}

/** The terms with the commission a pledge created now pays (the event's, else its franchise's, else the platform's). */
export interface PledgeTermsWithCommission extends PledgeTerms {
  commissionPercent: number;
}

// Two signatures so a caller cannot read a commission it did not give the franchise's default for:
// most callers need only the units and minimums, and read no franchise.
export function pledgeTermsOf(event: EventRecord): PledgeTerms;
export function pledgeTermsOf(
  event: EventRecord,
  franchiseDefaultPercent: number | undefined,
): PledgeTermsWithCommission;
export function pledgeTermsOf(
  event: EventRecord,
  ...franchiseDefault: [] | [number | undefined]
): PledgeTerms | PledgeTermsWithCommission {
  const limits = pledgeLimits({
    status: event.status,
    initialPledgeMinimum:
      event.initialPledgeMinimumCents === undefined
        ? undefined
        : centsToDollars(event.initialPledgeMinimumCents),
    oneTimeGiftMinimum:
      event.oneTimeGiftMinimumCents === undefined ? undefined : centsToDollars(event.oneTimeGiftMinimumCents),
  });
  // Pledges are taken while the Thon is live: it goes live only once its organization can be paid.
  const closedReason =
    event.status === 'draft' ? pledgesNotOpenYet : event.status === 'live' ? undefined : pledgesClosed;
  const terms: PledgeTerms = {
    maxUnits: maxUnitsOf(event.maxUnits, event.participantCount ?? 0),
    limits,
    open: closedReason === undefined,
    ...(closedReason ? { closedReason } : {}),
  };
  if (franchiseDefault.length === 0) return terms;
  return {
    ...terms,
    commissionPercent: effectiveCommissionPercent({
      eventPercent: event.commissionPercent,
      franchiseDefaultPercent: franchiseDefault[0],
    }),
  };
}
