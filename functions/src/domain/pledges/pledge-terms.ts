// An event's terms for pledges: the units a pledge may count, the minimums, the commission and
// whether pledges are open, from the one event item (no other read); and what one per-unit pledge
// may count and come to, which never passes the maximum its donor was shown.
import { defaultCommissionPercent } from '@thon/shared/catalog/donations';
import { pledgesClosed, pledgesNotOpenYet } from '@thon/shared/catalog/messages';
import { centsToDollars } from '@thon/shared/pledges/cents';
import { pledgeLimits, type PledgeLimits } from '@thon/shared/pledges/pledge-limits';
import type { EventRecord } from '../../data/repositories/events-repository';
import { maxUnitsOf } from '../events/teams-and-units';

// What one pledge may count and come to (its own module: teams-and-units needs it too, and this
// one imports teams-and-units).
export { pledgeAmountCents, pledgeCountableUnits } from './pledge-units';

export interface PledgeTerms {
  maxUnits: number;
  limits: PledgeLimits;
  commissionPercent: number;
  open: boolean;
  closedReason?: string;
}

export function pledgeTermsOf(event: EventRecord): PledgeTerms {
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
  return {
    maxUnits: maxUnitsOf(event.maxUnits, event.participantCount ?? 0),
    limits,
    commissionPercent: event.commissionPercent ?? defaultCommissionPercent,
    open: closedReason === undefined,
    ...(closedReason ? { closedReason } : {}),
  };
}
