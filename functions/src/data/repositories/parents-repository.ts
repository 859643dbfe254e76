// Parents and the participants they hold: link items, the per-parent counter and the per-event
// creation counters (all in the parent's partition).
import type { EntityItem } from 'electrodb';
import { maxParticipantsPerParent } from '@thon/shared/catalog/limits';
import { joinableStatuses } from '@thon/shared/events/event-status';
import type { parentLinkEntity } from '../entities/parent-link';
import { thon } from '../thon-service';
import { countParticipantsIfStatus, eventStatusCheck } from './events-repository';
import { getParticipant, type ParticipantRecord } from './participants-repository';
import { writeNamed, type WriteOutcome } from './write-transaction';

export type ParentLinkRecord = EntityItem<typeof parentLinkEntity>;

/** The conditions of linking a child: which one refused names why. */
export type LinkCondition = 'parentBelowLimit' | 'notYetLinked' | 'participantExists' | 'eventOpen';

/**
 * Links an existing child in one TransactWriteItems: the counter's ADD 1 (condition: below
 * `maxLinks`), the link (condition: not already linked), the participant (condition: it still
 * exists; its creator mark is cleared, so its creator's remove no longer deletes a child another
 * parent holds) and a ConditionCheck that the event still takes participants (draft or live), so
 * nothing is written once the Thon is completed, whatever was read before. Any failed condition
 * writes nothing and is named in the outcome.
 */
export function linkParticipantToParent(
  parentId: string,
  participant: Pick<ParticipantRecord, 'participantId' | 'eventId'>,
  maxLinks = maxParticipantsPerParent,
): Promise<WriteOutcome<LinkCondition>> {
  const { participantId, eventId } = participant;
  return writeNamed<LinkCondition>((entities) => ({
    parentBelowLimit: entities.parentCounter
      .update({ parentId })
      .add({ linkCount: 1 })
      .where(({ linkCount }, { notExists, lt }) => `${notExists(linkCount)} OR ${lt(linkCount, maxLinks)}`)
      .commit(),
    notYetLinked: entities.parentLink
      .create({ parentId, participantId, eventId, createdAt: new Date().toISOString() })
      .commit(),
    participantExists: entities.participant.patch({ participantId }).remove(['createdByParentId']).commit(),
    eventOpen: eventStatusCheck(entities, eventId, joinableStatuses),
  }));
}

/** The conditions of creating a child for a parent. */
export type CreateChildCondition =
  | 'parentBelowLimit'
  | 'creationsBelowLimit'
  | 'notYetLinked'
  | 'participantNew'
  | 'accessCodeFree'
  | 'eventOpen';

/**
 * A child the parent creates, all or nothing in one TransactWriteItems: the parent's counter (below
 * 9 links), the parent's creations in this event (below 9, never given back), the link, the
 * participant (marked as created by this parent) with its access code claim, and the event's
 * participantCount ADD conditioned on the event still taking participants.
 */
export function createParticipantOfParent(
  parentId: string,
  newParticipant: Omit<ParticipantRecord, 'createdAt' | 'createdByParentId'>,
): Promise<WriteOutcome<CreateChildCondition>> {
  const { participantId, eventId, accessCode } = newParticipant;
  const createdAt = new Date().toISOString();
  const max = maxParticipantsPerParent;
  return writeNamed<CreateChildCondition>((entities) => ({
    parentBelowLimit: entities.parentCounter
      .update({ parentId })
      .add({ linkCount: 1 })
      .where(({ linkCount }, { notExists, lt }) => `${notExists(linkCount)} OR ${lt(linkCount, max)}`)
      .commit(),
    creationsBelowLimit: entities.parentCreations
      .update({ parentId, eventId })
      .add({ created: 1 })
      .where(({ created }, { notExists, lt }) => `${notExists(created)} OR ${lt(created, max)}`)
      .commit(),
    notYetLinked: entities.parentLink.create({ parentId, participantId, eventId, createdAt }).commit(),
    participantNew: entities.participant
      .create({ ...newParticipant, createdByParentId: parentId, createdAt })
      .commit(),
    accessCodeFree: entities.accessCodeClaim.create({ accessCode, participantId, eventId }).commit(),
    eventOpen: countParticipantsIfStatus(entities, eventId, 1, joinableStatuses),
  }));
}

export type UnlinkOutcome = 'removed' | 'not-linked' | 'conflict';

/** The conditions of unlinking a child: the link exists and the counter stays at or above 0. */
type UnlinkCondition = 'linked' | 'counterAboveZero';

/** The conditions of deleting a child its parent created, with its link, code claim and count. */
type DeleteCreatedCondition =
  UnlinkCondition | 'participantDeletable' | 'accessCodeOfParticipant' | 'eventCount';

/**
 * Takes a child off the parent's list. A child this parent created, that nobody else linked, that
 * never signed in and has nothing recorded (units, money), is deleted with its link: see
 * deleteCreatedParticipant. Any other child only loses this parent's link.
 */
export async function removeParticipantOfParent(
  parentId: string,
  participantId: string,
): Promise<UnlinkOutcome> {
  const [link, participant] = await Promise.all([
    getParentLink(parentId, participantId),
    getParticipant(participantId),
  ]);
  if (!link) return 'not-linked';
  if (participant?.createdByParentId === parentId) {
    const outcome = await deleteCreatedParticipant(parentId, participant);
    // 'kept': a condition on the participant failed (linked by another parent, signed in, ...).
    if (outcome !== 'kept') return outcome;
  }
  return unlinkParticipantFromParent(parentId, participantId);
}

/**
 * One TransactWriteItems: the link (must exist), the counter's ADD -1, the participant (only while
 * created by this parent, never signed in, with no units and no money), its access code claim and
 * the event's participantCount ADD -1. The parent's creations in the event stay counted.
 */
async function deleteCreatedParticipant(
  parentId: string,
  participant: ParticipantRecord,
): Promise<UnlinkOutcome | 'kept'> {
  const { participantId, eventId, accessCode } = participant;
  const outcome = await writeNamed<DeleteCreatedCondition>((entities) => ({
    linked: entities.parentLink.remove({ parentId, participantId }).commit(),
    counterAboveZero: entities.parentCounter
      .update({ parentId })
      .add({ linkCount: -1 })
      .where(({ linkCount }, { gt }) => gt(linkCount, 0))
      .commit(),
    participantDeletable: entities.participant
      .remove({ participantId })
      .where(
        ({ createdByParentId, userId, units, raisedCents }, { eq, notExists }) =>
          `${eq(createdByParentId, parentId)} AND ${notExists(userId)}` +
          ` AND (${notExists(units)} OR ${eq(units, 0)}) AND (${notExists(raisedCents)} OR ${eq(raisedCents, 0)})`,
      )
      .commit(),
    accessCodeOfParticipant: entities.accessCodeClaim
      .remove({ accessCode })
      .where((claim, { eq }) => eq(claim.participantId, participantId))
      .commit(),
    eventCount: entities.event.patch({ eventId }).add({ participantCount: -1 }).commit(),
  }));
  if (outcome.written) return 'removed';
  if (outcome.refused.has('linked')) return 'not-linked';
  if (outcome.refused.has('participantDeletable') || outcome.refused.has('accessCodeOfParticipant'))
    return 'kept';
  return 'conflict';
}

/**
 * One TransactWriteItems: remove the link (condition: it exists) and ADD -1 to the counter
 * (condition: above 0). The two move together or not at all, so the counter always equals the
 * number of links; of concurrent removes of the same child exactly one finds the link.
 * Only the parent's partition is written: the participant, its access code and its event's
 * participantCount stay (the child still takes part in the event).
 */
export async function unlinkParticipantFromParent(
  parentId: string,
  participantId: string,
): Promise<UnlinkOutcome> {
  const outcome = await writeNamed<UnlinkCondition>((entities) => ({
    linked: entities.parentLink.remove({ parentId, participantId }).commit(),
    counterAboveZero: entities.parentCounter
      .update({ parentId })
      .add({ linkCount: -1 })
      .where(({ linkCount }, { gt }) => gt(linkCount, 0))
      .commit(),
  }));
  if (outcome.written) return 'removed';
  if (outcome.refused.has('linked')) return 'not-linked';
  // The counter's condition cannot fail next to an existing link (they only move together);
  // anything else, e.g. a TransactionConflict with a concurrent write, is worth a retry.
  return 'conflict';
}

/** The parent's links: one Query on the parent's partition. */
export async function listParentLinks(parentId: string): Promise<ParentLinkRecord[]> {
  const { data } = await thon().entities.parentLink.query.byParent({ parentId }).go({ pages: 'all' });
  return data;
}

export async function getParentLink(parentId: string, participantId: string) {
  const { data } = await thon().entities.parentLink.get({ parentId, participantId }).go();
  return data ?? undefined;
}

export async function getParentLinkCount(parentId: string): Promise<number> {
  const { data } = await thon().entities.parentCounter.get({ parentId }).go();
  return data?.linkCount ?? 0;
}
