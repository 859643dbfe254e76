// Creates participants (an import's rows, a user joining an event) with random ids: nothing about a
// child's name can be read back from an id. Idempotency comes from the natural-key claim written
// in the same transaction (see data/entities/participant-claim.ts), and each transaction also
// ADDs to the event's participantCount with a condition on its status, so the count cannot drift
// and nothing is written once the Thon is closed.
import type { ClaimedParticipant, ParticipantRecord } from '../../data/repositories/participants-repository';
import type { EventRecord } from '../../data/repositories/events-repository';
import { backOff } from '../back-off';
import { Conflict } from '../errors';
import { changedAtTheSameTime } from '@thon/shared/catalog/messages';
import type { Clock } from '../ports/clock';
import type { IdKey } from '../ports/id-key';
import type { Ids } from '../ports/ids';
import { generateAccessCode } from './access-codes';
import type { ParticipantCreation } from './ports';

export type NewParticipant = Omit<ParticipantRecord, 'createdAt' | 'accessCode' | 'participantId'>;
export interface ParticipantRow {
  participant: NewParticipant;
  claimKey: string;
}

/** Rounds of one batch: access codes that collided get new ones; concurrent transactions back off. */
const maxRounds = 8;
/** Case and spacing of names do not matter: '  ada ' and 'ADA' are one name. */
export const normalizeName = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/** The claim key of an import row: event + normalized first name, last name and team name. */
export function importClaimKey(
  idKey: IdKey,
  eventId: string,
  firstName: string,
  lastName: string,
  teamName: string,
) {
  return idKey.keyedHash([
    'import',
    eventId,
    normalizeName(firstName),
    normalizeName(lastName),
    normalizeName(teamName),
  ]);
}

/** The claim key of a user's own participant in an event (one per user and event). */
export function joinClaimKey(idKey: IdKey, eventId: string, userId: string) {
  return idKey.keyedHash(['join', eventId, userId]);
}

/** What creating participants reads and writes: the transactions, new ids and the time. */
export interface CreateParticipantsDeps {
  creation: ParticipantCreation;
  ids: Ids;
  clock: Clock;
}

function withIdAndCode(ids: Ids, { participant, claimKey }: ParticipantRow): ClaimedParticipant {
  return {
    participant: { ...participant, participantId: ids.newId(), accessCode: generateAccessCode() },
    claimKey,
  };
}

/** One transaction's rows; answers those created (rows whose claim was taken are left out). */
async function createBatch(
  deps: CreateParticipantsDeps,
  eventId: string,
  rows: readonly ParticipantRow[],
  statuses: readonly EventRecord['status'][],
  closedMessage: string,
): Promise<ClaimedParticipant[]> {
  let pending = rows.map((row) => withIdAndCode(deps.ids, row));
  for (let round = 0; round < maxRounds && pending.length > 0; round += 1) {
    const outcome = await deps.creation.createParticipantsInEvent(eventId, pending, statuses);
    if (outcome.kind === 'created') return pending;
    if (outcome.kind === 'event-closed') throw new Conflict(closedMessage);
    if (outcome.kind === 'conflict') {
      // Another transaction held the same items (e.g. the event's count): back off, then retry.
      await backOff(round);
      continue;
    }
    // A taken claim: that row exists already. A taken access code: the row tries a new one.
    pending = pending.flatMap((row, index) => {
      if (outcome.claims.has(index)) return [];
      if (!outcome.accessCodes.has(index)) return [row];
      return [{ ...row, participant: { ...row.participant, accessCode: generateAccessCode() } }];
    });
  }
  if (pending.length > 0) throw new Conflict(changedAtTheSameTime);
  return [];
}

/**
 * Creates the rows in transactions of up to 33 participants (DynamoDB's 100 items), one after
 * another. A row whose claim exists already is skipped (counted by the caller as already there).
 * When the event's status leaves `statuses`, the next transaction fails and this throws a
 * Conflict(closedMessage): what was committed before the change stays, nothing after it.
 */
export async function createParticipants(
  deps: CreateParticipantsDeps,
  eventId: string,
  rows: readonly ParticipantRow[],
  statuses: readonly EventRecord['status'][],
  closedMessage: string,
): Promise<ParticipantRecord[]> {
  const created: ParticipantRecord[] = [];
  const perTransaction = deps.creation.participantsPerTransaction;
  for (let start = 0; start < rows.length; start += perTransaction) {
    const batch = rows.slice(start, start + perTransaction);
    const written = await createBatch(deps, eventId, batch, statuses, closedMessage);
    const createdAt = new Date(deps.clock.nowMs()).toISOString();
    created.push(...written.map(({ participant }) => ({ ...participant, createdAt })));
  }
  return created;
}
