// GetPledgeOptions: what the pledge form needs, public. Two GetItems (participant, then its event);
// a hidden or unapproved participant answers like an unknown one.
import type { z } from 'zod';
import type { pledgeOptionsSchema } from '@thon/shared/api/schemas/pledges';
import {
  paymentProcessingExpense,
  suggestedFlatDonations,
  suggestedPerUnitDonations,
} from '@thon/shared/catalog/donations';
import { noSuchParticipant } from '@thon/shared/catalog/messages';
import { centsToDollars } from '@thon/shared/pledges/cents';
import { NotFound } from '../errors';
import { eventStatusOnTheWire } from '../events/event-status-wire';
import { namesArePublic, type PublicNamesDeps } from '../events/public-names';
import { displayName } from '../display-name';
import { franchiseDefaultPercentOf } from './franchise-commission';
import { pledgeTermsOf } from './pledge-terms';
import { shownToDonors } from '../participants/public-visibility';
import type { PledgePorts } from './ports';

/** The participant, its Thon and the Thon's franchise, read; whether the Thon may still name the child. */
export type PledgeOptionsDeps = Pick<PledgePorts, 'thons' | 'franchises'> & PublicNamesDeps;

export async function pledgeOptions(
  deps: PledgeOptionsDeps,
  participantId: string,
): Promise<z.input<typeof pledgeOptionsSchema>> {
  const participant = await deps.thons.getParticipant(participantId);
  if (!participant || !shownToDonors(participant)) throw new NotFound(noSuchParticipant);
  const event = await deps.thons.getEvent(participant.eventId);
  // Past the retention period a completed Thon names no child anywhere, as on the student page.
  if (!event || event.status === 'draft' || !namesArePublic(deps, event))
    throw new NotFound(noSuchParticipant);
  const terms = pledgeTermsOf(event, await franchiseDefaultPercentOf(deps.franchises, event));
  return {
    ParticipantId: participant.participantId,
    DisplayName: displayName(participant.firstName, participant.lastName),
    EventId: event.eventId,
    EventName: event.name,
    EventStatus: eventStatusOnTheWire[event.status],
    OrganizationName: event.organizationName ?? '',
    UnitName: event.unitName,
    MaxUnits: terms.maxUnits,
    Units: participant.units ?? 0,
    SuggestedPerUnit: [...suggestedPerUnitDonations],
    SuggestedFlat: [...suggestedFlatDonations],
    MinimumRate: centsToDollars(terms.limits.minimumRateCents),
    MinimumGift: centsToDollars(terms.limits.minimumGiftCents),
    MinimumTransaction: centsToDollars(terms.limits.minimumTransactionCents),
    PendingAboveRate: centsToDollars(terms.limits.pendingAboveRateCents),
    CommissionPercent: terms.commissionPercent,
    ProcessingExpense: paymentProcessingExpense,
    PledgesOpen: terms.open,
    ...(terms.closedReason ? { ClosedReason: terms.closedReason } : {}),
  };
}
