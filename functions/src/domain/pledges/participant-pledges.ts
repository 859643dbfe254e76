// GetPledgesByParticipant: a participant's pledges with totals, for the participant, their linked
// parents, their class teacher and the event's organizers (entitlement.ts decides). Reads: the
// participant, its event, the pledges (one Query on gsi2), and what entitlement needs.
import type { z } from 'zod';
import type { participantPledgesSchema } from '@thon/shared/api/schemas/pledges';
import { noSuchParticipant } from '@thon/shared/catalog/messages';
import { centsToDollars } from '@thon/shared/pledges/cents';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { Caller } from '../caller';
import { Forbidden, NotFound } from '../errors';
import { displayName } from '../display-name';
import { isEntitledTo } from '../participants/entitlement';
// Until this module takes its dependencies as an argument, it reads access facts from the table.
import { pledgeSummaryOf } from './pledge-views';
import { pledgeTermsOf } from './pledge-terms';
import type { PledgePorts } from './ports';

/** The participant, its Thon and pledges read, and what the access decision reads. */
export type ParticipantPledgesDeps = Pick<PledgePorts, 'thons' | 'pledges' | 'access'>;

type ParticipantPledges = z.input<typeof participantPledgesSchema>;

/** The list and totals of one participant whose event is known (no entitlement check). */
export async function pledgesWithTotals(
  deps: Pick<PledgePorts, 'pledges'>,
  participant: ParticipantRecord,
  event: EventRecord,
): Promise<ParticipantPledges> {
  const pledges = await deps.pledges.listPledgesOfParticipant(participant.participantId);
  const { maxUnits } = pledgeTermsOf(event);
  const units = participant.units ?? 0;
  return {
    ParticipantId: participant.participantId,
    DisplayName: displayName(participant.firstName, participant.lastName),
    EventName: event.name,
    UnitName: event.unitName,
    Units: units,
    Raised: centsToDollars(participant.raisedCents ?? 0),
    Pledged: centsToDollars(participant.pledgedCents ?? 0),
    Pledges: pledges.map((pledge) => pledgeSummaryOf(pledge, units, maxUnits)),
  };
}

export async function participantPledges(
  deps: ParticipantPledgesDeps,
  caller: Caller,
  participantId: string,
): Promise<ParticipantPledges> {
  const participant = await deps.thons.getParticipant(participantId);
  const event = participant ? await deps.thons.getEvent(participant.eventId) : undefined;
  if (!participant || !event) throw new NotFound(noSuchParticipant);
  if (!(await isEntitledTo(deps.access, caller, participant, event))) throw new Forbidden();
  return pledgesWithTotals(deps, participant, event);
}
