// CompleteParticipant: the organizer says one participant's units are final (a child
// who ran early, a team done before the rest). Their units lock and their per-unit pledges are
// queued for charging, as the whole Thon's are when it completes.
import { noSuchParticipant } from '@thon/shared/catalog/messages';
import type { Caller } from '../../caller';
import { NotFound } from '../../errors';
import type { PledgePorts } from '../ports';
import { managedEvent } from './managed-event';
import { startParticipantProcessing } from './start-processing';

export type CompleteParticipantDeps = Pick<PledgePorts, 'thons' | 'pledges' | 'markers' | 'queue'>;

export async function completeParticipant(
  deps: CompleteParticipantDeps,
  caller: Caller,
  participantId: string,
) {
  const participant = await deps.thons.getParticipant(participantId);
  if (!participant) throw new NotFound(noSuchParticipant);
  const event = await managedEvent(deps.thons, caller, participant.eventId);
  if (!(await deps.markers.markUnitsFinal(participantId, event.eventId)))
    throw new NotFound(noSuchParticipant);
  const queued = await startParticipantProcessing(deps, event.eventId, participantId);
  return { ParticipantId: participantId, Queued: queued };
}
