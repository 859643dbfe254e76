// CompleteParticipant: the organizer says one participant's units are final (a child
// who ran early, a team done before the rest). Their units lock and their per-unit pledges are
// queued for charging, as the whole Thon's are when it completes.
import { noSuchParticipant } from '@thon/shared/catalog/messages';
import { getParticipant } from '../../../data/repositories/participants-repository';
import { markUnitsFinal } from '../../../data/repositories/pledge-processing-repository';
import type { Caller } from '../../../platform/caller';
import { NotFound } from '../../errors';
import { eventManagedBy } from '../../events/manage-thon';
import { startParticipantProcessing } from './start-processing';

export async function completeParticipant(caller: Caller, participantId: string) {
  const participant = await getParticipant(participantId);
  if (!participant) throw new NotFound(noSuchParticipant);
  const event = await eventManagedBy(caller, participant.eventId);
  if (!(await markUnitsFinal(participantId, event.eventId))) throw new NotFound(noSuchParticipant);
  const queued = await startParticipantProcessing(event.eventId, participantId);
  return { ParticipantId: participantId, Queued: queued };
}
