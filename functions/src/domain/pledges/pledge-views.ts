// How a stored pledge reads in the API: kinds and amounts in the contract's words, dollars from
// cents, and the per-unit estimate at the participant's current units.
import type { z } from 'zod';
import type { PledgeKind, pledgeSummarySchema } from '@thon/shared/api/schemas/pledges';
import { centsToDollars } from '@thon/shared/pledges/cents';
import type { PledgeRecord } from '../../data/repositories/pledges-repository';
import { displayName } from '../display-name';
import { pledgeAmountCents } from './pledge-terms';
import { pledgeKindOnTheWire, pledgeStatusOnTheWire } from './pledge-wire';
import { donorDisplayName } from './supporters';

export const kindOf = (pledge: Pick<PledgeRecord, 'kind'>): PledgeKind => pledgeKindOnTheWire[pledge.kind];

/** What a pledge is worth now: a per-unit rate x min(units, cap, event max, max shown); otherwise its amount. */
export function estimateCentsOf(pledge: PledgeRecord, units: number, eventMaxUnits: number): number {
  if (pledge.kind !== 'per-unit') return pledge.amountCents;
  // Settled (charged, below minimum): what its final units came to.
  if (pledge.settledCents !== undefined) return pledge.settledCents;
  return pledgeAmountCents(pledge, units, eventMaxUnits);
}

export function pledgeSummaryOf(
  pledge: PledgeRecord,
  units: number,
  eventMaxUnits: number,
  /** Organizers see who gave even when the donor chose to be anonymous in public. */
  options: { revealAnonymous?: boolean } = {},
): z.input<typeof pledgeSummarySchema> {
  return {
    PledgeId: pledge.pledgeId,
    Kind: kindOf(pledge),
    Status: pledgeStatusOnTheWire[pledge.status],
    DonorName: options.revealAnonymous
      ? displayName(pledge.donorFirstName, pledge.donorLastName)
      : donorDisplayName(pledge),
    Amount: centsToDollars(pledge.amountCents),
    ...(pledge.capUnits === undefined ? {} : { MaxUnits: pledge.capUnits }),
    Estimated: centsToDollars(estimateCentsOf(pledge, units, eventMaxUnits)),
    ...(pledge.message ? { Message: pledge.message } : {}),
    ...(pledge.messageHidden === true ? { MessageHidden: true } : {}),
    CreatedAt: pledge.createdAt,
  };
}
