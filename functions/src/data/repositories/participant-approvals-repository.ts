// Children waiting for the organizer's approval: the Thon's queue, approving one, and deleting one
// the organizer turns down (with its access code, its parent's link and the event's count).
import { thon } from '../thon-service';
import { getParentLink } from './parents-repository';
import type { ParticipantRecord } from './participants-repository';
import { unlessConditionFails, writeNamed } from './write-transaction';

/**
 * The event's children waiting for approval: one Query on the event's participants (gsi1), the
 * flag filtered by DynamoDB. A sparse index of its own is not worth it: the queue is read by the
 * organizer's page only, and a Thon has hundreds of participants, not millions.
 */
export async function listAwaitingApproval(eventId: string): Promise<ParticipantRecord[]> {
  const { data } = await thon()
    .entities.participant.query.byEvent({ eventId })
    .where(({ awaitingApproval }, { eq }) => eq(awaitingApproval, true))
    .go({ pages: 'all' });
  return data;
}

/** Clears the flag of a child of `eventId` still waiting; false when it is not (any more). */
export function approveAwaitingParticipant(eventId: string, participantId: string): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.participant.patch({ participantId })
      .remove(['awaitingApproval'])
      .where(
        (participant, { eq }) =>
          `${eq(participant.eventId, eventId)} AND ${eq(participant.awaitingApproval, true)}`,
      )
      .go(),
  );
}

export type RejectOutcome = 'removed' | 'not-awaiting' | 'conflict';

type RejectCondition =
  'participantAwaiting' | 'accessCodeOfParticipant' | 'eventCount' | 'linked' | 'counterAboveZero';

/**
 * Deletes a child still waiting for approval in one TransactWriteItems: the participant (only
 * while in its event and waiting), its access code claim, the event's participantCount ADD -1,
 * and its creator's link with the creator's counter ADD -1 (a place of the 9 comes back; the
 * creations counted in the event do not). A waiting child can only be linked by its creator
 * (linking by code waits for approval), so no other parent's link is left behind. The creator may
 * have unlinked it already (a child with units is kept on removal): then there is no link to take.
 */
export async function deleteAwaitingParticipant(participant: ParticipantRecord): Promise<RejectOutcome> {
  const { participantId, eventId, accessCode, createdByParentId } = participant;
  const link = createdByParentId ? await getParentLink(createdByParentId, participantId) : undefined;
  const outcome = await writeNamed<RejectCondition>((entities) => ({
    participantAwaiting: entities.participant
      .remove({ participantId })
      .where((item, { eq }) => `${eq(item.eventId, eventId)} AND ${eq(item.awaitingApproval, true)}`)
      .commit(),
    accessCodeOfParticipant: entities.accessCodeClaim
      .remove({ accessCode })
      .where((claim, { eq }) => eq(claim.participantId, participantId))
      .commit(),
    eventCount: entities.event.patch({ eventId }).add({ participantCount: -1 }).commit(),
    ...(link && {
      linked: entities.parentLink.remove({ parentId: link.parentId, participantId }).commit(),
      counterAboveZero: entities.parentCounter
        .update({ parentId: link.parentId })
        .add({ linkCount: -1 })
        .where(({ linkCount }, { gt }) => gt(linkCount, 0))
        .commit(),
    }),
  }));
  if (outcome.written) return 'removed';
  if (outcome.refused.has('participantAwaiting')) return 'not-awaiting';
  // A link taken away by its parent meanwhile, or a transaction DynamoDB cancelled for another.
  return 'conflict';
}
