// Participants and their access codes.
import type { EntityItem } from 'electrodb';
import type { participantEntity } from '../entities/participant';
import { thon } from '../thon-service';
import { batchGetAll } from './batch-get';
import { countParticipantsIfStatus, eventStatusCheck, type EventRecord } from './events-repository';
import {
  backOff,
  unlessConditionFails,
  writeNamed,
  type TransactionEntities,
  type TransactionItem,
  type WriteOutcome,
} from './write-transaction';

export type ParticipantRecord = EntityItem<typeof participantEntity>;

/**
 * Writes the participant, claims the access code and ADDs 1 to the event's participantCount in one
 * transaction; a taken code writes nothing.
 */
export function createParticipant(
  participant: Omit<ParticipantRecord, 'createdAt'>,
): Promise<WriteOutcome<'participantNew' | 'eventCount' | 'accessCodeFree'>> {
  const createdAt = new Date().toISOString();
  const { participantId, eventId, accessCode } = participant;
  return writeNamed(({ participant: participants, accessCodeClaim, event }) => ({
    participantNew: participants.create({ ...participant, createdAt }).commit(),
    eventCount: event.patch({ eventId }).add({ participantCount: 1 }).commit(),
    accessCodeFree: accessCodeClaim.create({ accessCode, participantId, eventId }).commit(),
  }));
}

/** One GetItem on the access code's claim item. */
export async function findAccessCodeClaim(accessCode: string) {
  const { data } = await thon().entities.accessCodeClaim.get({ accessCode }).go();
  return data ?? undefined;
}

export async function getParticipant(participantId: string): Promise<ParticipantRecord | undefined> {
  const { data } = await thon().entities.participant.get({ participantId }).go();
  return data ?? undefined;
}

/** Participants linked to a user account (one Query on gsi2). */
export async function listParticipantsOfUser(userId: string): Promise<ParticipantRecord[]> {
  const { data } = await thon().entities.participant.query.byUser({ userId }).go({ pages: 'all' });
  return data;
}

/** Links the participant to its sign-in user; setting the same id again changes nothing. */
export async function linkParticipantUser(participantId: string, userId: string): Promise<void> {
  await thon().entities.participant.patch({ participantId }).set({ userId }).go();
}

/** Several participants by id (BatchGetItem); missing ones are left out. */
export async function getParticipants(participantIds: readonly string[]): Promise<ParticipantRecord[]> {
  if (participantIds.length === 0) return [];
  return batchGetAll(
    participantIds.map((participantId) => ({ participantId })),
    (keys) => thon().entities.participant.get(keys).go(),
  );
}

export type ExperimentData = NonNullable<ParticipantRecord['experiment']>;

/** Stores the participant's experiment assignment (the latest one wins). */
export async function setParticipantExperiment(
  participantId: string,
  experiment: ExperimentData,
): Promise<void> {
  await thon().entities.participant.patch({ participantId }).set({ experiment }).go();
}

/**
 * Hides a participant from the public pages, or shows them again; only a participant of
 * `eventId` (a conditional update). False when there is no such participant in that event.
 */
export async function setParticipantHidden(
  eventId: string,
  participantId: string,
  hiddenFromPublic: boolean,
): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.participant.patch({ participantId })
      .set({ hiddenFromPublic })
      .where((participant, { eq }) => eq(participant.eventId, eventId))
      .go(),
  );
}

/** Participants of an event, by team (one Query on gsi1). */
export async function listParticipantsOfEvent(eventId: string): Promise<ParticipantRecord[]> {
  const { data } = await thon().entities.participant.query.byEvent({ eventId }).go({ pages: 'all' });
  return data;
}

/** Rounds of a transaction that DynamoDB cancelled for a concurrent one on the same item. */
const conflictRounds = 5;

/**
 * Why recording units wrote nothing (after the retries a concurrent write is worth);
 * `alongside-refused`: the condition of the item written alongside failed (nothing written).
 */
export type UnitsRefusal = 'event-closed' | 'not-in-event' | 'concurrent' | 'alongside-refused';

/**
 * Sets the participant's units in one transaction with a ConditionCheck that the event is still in
 * one of `statuses`: a status change between the caller's read and this write cancels it.
 * Concurrent unit writes all check the one event item, and DynamoDB may cancel one for another
 * (TransactionConflict): retried. Undefined when written.
 */
export async function recordParticipantUnits(
  eventId: string,
  participantId: string,
  units: number,
  statuses: readonly EventRecord['status'][],
  /**
   * The participant's per-unit pledges' estimate at the new units, with the pledgeVersion it was
   * computed at: written together with the units, only if no pledge changed since (else again).
   */
  recount?: () => Promise<{ pledgedCents: number; pledgeVersion: number | undefined }>,
  /**
   * One more conditional item written in the same transaction (the lap tally's unitsApplied, so
   * the units and the mark that they were applied land together or not at all).
   */
  alongside?: (entities: TransactionEntities) => TransactionItem,
): Promise<UnitsRefusal | undefined> {
  for (let round = 0; ; round += 1) {
    const pledged = recount ? await recount() : undefined;
    const outcome = await writeNamed((entities) => ({
      ...(alongside ? { alongside: alongside(entities) } : {}),
      eventOpen: eventStatusCheck(entities, eventId, statuses),
      participantInEvent: entities.participant
        .patch({ participantId })
        .set({ units, ...(pledged ? { pledgedCents: pledged.pledgedCents } : {}) })
        .where((participant, { eq, notExists }) =>
          [
            eq(participant.eventId, eventId),
            ...(pledged
              ? [
                  pledged.pledgeVersion === undefined
                    ? notExists(participant.pledgeVersion)
                    : eq(participant.pledgeVersion, pledged.pledgeVersion),
                ]
              : []),
          ].join(' AND '),
        )
        .commit(),
    }));
    if (outcome.written) return undefined;
    if (outcome.refused.has('eventOpen')) return 'event-closed';
    if (outcome.refused.has('alongside')) return 'alongside-refused';
    if (outcome.refused.has('participantInEvent')) {
      // Moved to another event, or (with a recount) a pledge changed since: only the first is final.
      const current = pledged ? await getParticipant(participantId) : undefined;
      if (current?.eventId !== eventId) return 'not-in-event';
    }
    if (round + 1 >= conflictRounds) return 'concurrent';
    await backOff(round);
  }
}

/** A participant to create with the HMAC of its natural key (see entities/participant-claim.ts). */
export interface ClaimedParticipant {
  participant: Omit<ParticipantRecord, 'createdAt'>;
  claimKey: string;
}

/** Items one participant create adds to a transaction: participant, access code claim, natural-key claim. */
const itemsPerParticipant = 3;
/** DynamoDB's 100 items per transaction, less the event's participantCount ADD: 33. */
export const participantsPerTransaction = Math.floor(99 / itemsPerParticipant);

export type ParticipantsCreateOutcome =
  | { kind: 'created' }
  | { kind: 'event-closed' }
  /** A concurrent transaction touched the same items (TransactionConflict): retry. */
  | { kind: 'conflict' }
  /** Per row of the batch (by index), which of its items was already taken. */
  | { kind: 'taken'; accessCodes: ReadonlySet<number>; claims: ReadonlySet<number> };

/**
 * Creates up to participantsPerTransaction participants of one event in one TransactWriteItems:
 * the event's participantCount ADD (condition: status in `statuses`) and, per participant, the
 * participant (attribute_not_exists), its access code claim and its natural-key claim. All or
 * nothing, so the count can never drift from the participants and no half-written row remains.
 */
export async function createParticipantsInEvent(
  eventId: string,
  batch: readonly ClaimedParticipant[],
  statuses: readonly EventRecord['status'][],
): Promise<ParticipantsCreateOutcome> {
  if (batch.length === 0) return { kind: 'created' };
  if (batch.length > participantsPerTransaction) throw new Error('Too many participants for one transaction');
  const createdAt = new Date().toISOString();
  // Items are named by kind and row ("accessCode:3"), so a refusal names its row.
  const outcome = await writeNamed<string>((entities) => ({
    eventOpen: countParticipantsIfStatus(entities, eventId, batch.length, statuses),
    ...Object.fromEntries(
      batch.flatMap(({ participant, claimKey }, row) => {
        const { participantId, accessCode } = participant;
        return [
          [
            `participant:${row}`,
            entities.participant.create({ ...participant, eventId, createdAt }).commit(),
          ],
          [
            `accessCode:${row}`,
            entities.accessCodeClaim.create({ accessCode, participantId, eventId }).commit(),
          ],
          [`claim:${row}`, entities.participantClaim.create({ claimKey, participantId, eventId }).commit()],
        ];
      }),
    ),
  }));
  if (outcome.written) return { kind: 'created' };
  if (outcome.refused.has('eventOpen')) return { kind: 'event-closed' };
  if (outcome.refused.size === 0) return { kind: 'conflict' };
  const rowsWhere = (...kinds: string[]) =>
    new Set(
      [...outcome.refused]
        .map((name) => name.split(':'))
        .filter(([kind]) => kinds.includes(kind ?? ''))
        .map(([, row]) => Number(row)),
    );
  // A taken participant id (a random UUID) cannot happen; a taken claim is a row already created.
  return { kind: 'taken', accessCodes: rowsWhere('accessCode'), claims: rowsWhere('claim', 'participant') };
}

/** One GetItem on a natural-key claim. */
export async function findParticipantClaim(claimKey: string) {
  const { data } = await thon().entities.participantClaim.get({ claimKey }).go();
  return data ?? undefined;
}

/**
 * The claim keys among `claimKeys` that are claimed already (BatchGetItem). Only a shortcut:
 * a key missing here because of an unprocessed read is still refused by its claim's condition.
 */
export async function claimedParticipantKeys(claimKeys: readonly string[]): Promise<Set<string>> {
  if (claimKeys.length === 0) return new Set();
  const claims = await batchGetAll(
    claimKeys.map((claimKey) => ({ claimKey })),
    (keys) => thon().entities.participantClaim.get(keys).go(),
  );
  return new Set(claims.map((claim) => claim.claimKey));
}

/** How many participants the event has (one Query on gsi1, keys only). */
export async function countParticipantsOfEvent(eventId: string): Promise<number> {
  const { data } = await thon()
    .entities.participant.query.byEvent({ eventId })
    .go({ pages: 'all', attributes: ['participantId'] });
  return data.length;
}

/** What creditRaised did: a duplicate delivery of a credit is an answer, not an error. */
export type CreditOutcome =
  | { kind: 'applied' }
  | { kind: 'already-applied' }
  | { kind: 'no-participant' }
  /** Still cancelled by concurrent transactions after every retry: the caller retries later. */
  | { kind: 'concurrent' };

/** Rounds of a credit cancelled by a concurrent transaction on the same participant before giving up. */
const creditRounds = 6;

/**
 * Credits money to a participant, once per idempotency key (the pledge or donation id): one
 * transaction creates the key's credit claim (only if absent) and ADDs the cents (atomic, so
 * concurrent pledges never lose one). A second delivery of the same key changes nothing and
 * answers already-applied. The pledge and donation calls call this; cents keep sums exact.
 */
export async function creditRaised(
  participantId: string,
  cents: number,
  idempotencyKey: string,
): Promise<CreditOutcome> {
  if (!Number.isSafeInteger(cents)) throw new Error('Raised amounts are whole cents');
  const createdAt = new Date().toISOString();
  for (let round = 0; round < creditRounds; round += 1) {
    const outcome = await writeNamed(({ creditClaim, participant }) => ({
      firstDelivery: creditClaim.create({ idempotencyKey, participantId, cents, createdAt }).commit(),
      participantExists: participant.patch({ participantId }).add({ raisedCents: cents }).commit(),
    }));
    if (outcome.written) return { kind: 'applied' };
    if (outcome.refused.has('firstDelivery')) return { kind: 'already-applied' };
    if (outcome.refused.has('participantExists')) return { kind: 'no-participant' };
    // Cancelled by a concurrent transaction on the same participant (TransactionConflict): again.
    await backOff(round);
  }
  return { kind: 'concurrent' };
}
