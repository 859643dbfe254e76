// Starting pledge processing: when a Thon completes, or an organizer completes one
// participant, the pledges concerned are queued, one message each, and a marker tells the sweeper
// to watch them until they are all settled. Queuing is not charging: the request answers at once.
import type { PledgeRecord } from '../../../data/repositories/pledges-repository';
import type { PledgePorts } from '../ports';

/** Starting a participant's processing: their pledges, the sweeper's marker and the queue. */
export type StartProcessingDeps = Pick<PledgePorts, 'pledges' | 'markers' | 'queue'>;

/** Per-unit pledges waiting for their charge. */
export const awaitingCharge = (pledge: PledgeRecord) =>
  pledge.kind === 'per-unit' && pledge.status === 'Scheduled';

export async function startEventProcessing(deps: StartProcessingDeps, eventId: string): Promise<number> {
  // The marker first: if queuing fails half way, the sweeper still finds the event.
  await deps.markers.putProcessingMarker({ key: `event:${eventId}`, eventId });
  const due = (await deps.pledges.listPledgesOfEvent(eventId)).filter(awaitingCharge);
  await deps.queue.enqueueCharges(due.map((pledge) => pledge.pledgeId));
  return due.length;
}

export async function startParticipantProcessing(
  deps: StartProcessingDeps,
  eventId: string,
  participantId: string,
): Promise<number> {
  await deps.markers.putProcessingMarker({ key: `participant:${participantId}`, eventId, participantId });
  const due = (await deps.pledges.listPledgesOfParticipant(participantId)).filter(awaitingCharge);
  await deps.queue.enqueueCharges(due.map((pledge) => pledge.pledgeId));
  return due.length;
}
