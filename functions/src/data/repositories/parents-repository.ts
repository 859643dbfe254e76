// Parents and the participants they hold: link items and the per-parent counter (same partition).
import type { EntityItem } from 'electrodb';
import { parentLimitReached, participantAlreadyLinked } from '@thon/shared/api/schemas/participants';
import { maxParticipantsPerParent } from '@thon/shared/catalog/limits';
import type { parentLinkEntity } from '../entities/parent-link';
import { thon } from '../thon-service';
import { accessCodeTaken, type ParticipantRecord } from './participants-repository';
import { commitAll } from './write-transaction';

export type ParentLinkRecord = EntityItem<typeof parentLinkEntity>;

export interface LinkConflictMessages {
  limitReached: string;
  alreadyLinked: string;
  accessCodeTaken: string;
}

const linkConflictMessages: LinkConflictMessages = {
  limitReached: parentLimitReached,
  alreadyLinked: participantAlreadyLinked,
  accessCodeTaken,
};

/**
 * One TransactWriteItems: the counter's ADD 1 (condition: below `maxLinks`), the link (condition:
 * not already linked) and, for a child the parent creates, the participant and its access code
 * claim plus the ADD 1 to its event's participantCount. Any failed condition writes nothing and answers a ConflictError naming which one.
 * `maxLinks` and `messages` default to the catalogue's limit and the API's messages.
 */
export async function linkParticipantToParent(
  parentId: string,
  participant: Pick<ParticipantRecord, 'participantId' | 'eventId'>,
  maxLinks = maxParticipantsPerParent,
  messages: LinkConflictMessages = linkConflictMessages,
  newParticipant?: Omit<ParticipantRecord, 'createdAt'>,
): Promise<void> {
  const createdAt = new Date().toISOString();
  await commitAll(
    () =>
      thon()
        .transaction.write(
          ({ parentCounter, parentLink, participant: participants, accessCodeClaim, event }) => [
            parentCounter
              .update({ parentId })
              .add({ linkCount: 1 })
              .where(
                ({ linkCount }, { notExists, lt }) => `${notExists(linkCount)} OR ${lt(linkCount, maxLinks)}`,
              )
              .commit(),
            parentLink
              .create({
                parentId,
                participantId: participant.participantId,
                eventId: participant.eventId,
                createdAt,
              })
              .commit(),
            ...(newParticipant
              ? [
                  participants.create({ ...newParticipant, createdAt }).commit(),
                  accessCodeClaim
                    .create({
                      accessCode: newParticipant.accessCode,
                      participantId: newParticipant.participantId,
                      eventId: newParticipant.eventId,
                    })
                    .commit(),
                  event.patch({ eventId: newParticipant.eventId }).add({ participantCount: 1 }).commit(),
                ]
              : []),
          ],
        )
        .go(),
    [
      messages.limitReached,
      messages.alreadyLinked,
      messages.alreadyLinked,
      messages.accessCodeTaken,
      'No such event.',
    ],
  );
}

/** A child the parent creates: the participant, its access code and the link, all or nothing. */
export function createParticipantOfParent(
  parentId: string,
  newParticipant: Omit<ParticipantRecord, 'createdAt'>,
): Promise<void> {
  return linkParticipantToParent(parentId, newParticipant, undefined, undefined, newParticipant);
}

export type UnlinkOutcome = 'removed' | 'not-linked' | 'conflict';

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
  const result = await thon()
    .transaction.write(({ parentLink, parentCounter }) => [
      parentLink.remove({ parentId, participantId }).commit(),
      parentCounter
        .update({ parentId })
        .add({ linkCount: -1 })
        .where(({ linkCount }, { gt }) => gt(linkCount, 0))
        .commit(),
    ])
    .go();
  if (!result.canceled) return 'removed';
  if (result.data[0]?.code === 'ConditionalCheckFailed') return 'not-linked';
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
