// Participants and their access codes.
import type { EntityItem } from 'electrodb';
import type { participantEntity } from '../entities/participant';
import { thon } from '../thon-service';
import { commitAll, unlessConditionFails } from './write-transaction';

export type ParticipantRecord = EntityItem<typeof participantEntity>;

export const accessCodeTaken = 'That access code is already in use.';

/**
 * Writes the participant, claims the access code and ADDs 1 to the event's participantCount in one
 * transaction; a taken code writes nothing.
 */
export async function createParticipant(participant: Omit<ParticipantRecord, 'createdAt'>): Promise<void> {
  const createdAt = new Date().toISOString();
  await commitAll(
    () =>
      thon()
        .transaction.write(({ participant: participants, accessCodeClaim, event }) => [
          participants.create({ ...participant, createdAt }).commit(),
          event.patch({ eventId: participant.eventId }).add({ participantCount: 1 }).commit(),
          accessCodeClaim
            .create({
              accessCode: participant.accessCode,
              participantId: participant.participantId,
              eventId: participant.eventId,
            })
            .commit(),
        ])
        .go(),
    ['That participant already exists.', 'No such event.', accessCodeTaken],
  );
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
  const { data } = await thon()
    .entities.participant.get(participantIds.map((participantId) => ({ participantId })))
    .go();
  return data;
}

export type ExperimentData = NonNullable<ParticipantRecord['experiment']>;

/** Stores the participant's experiment assignment (the latest one wins). */
export async function setParticipantExperiment(
  participantId: string,
  experiment: ExperimentData,
): Promise<void> {
  await thon().entities.participant.patch({ participantId }).set({ experiment }).go();
}

/** Participants of an event, by team (one Query on gsi1). */
export async function listParticipantsOfEvent(eventId: string): Promise<ParticipantRecord[]> {
  const { data } = await thon().entities.participant.query.byEvent({ eventId }).go({ pages: 'all' });
  return data;
}

/** Claims a fresh access code for a participant about to be written; false when the code is taken. */
export async function claimAccessCode(claim: { accessCode: string; participantId: string; eventId: string }) {
  return unlessConditionFails(thon().entities.accessCodeClaim.create(claim).go());
}

/** Gives back a claim nobody uses (its participant existed already); only if it is still ours. */
export async function releaseAccessCode(accessCode: string, participantId: string): Promise<void> {
  await unlessConditionFails(
    thon()
      .entities.accessCodeClaim.delete({ accessCode })
      .where((claim, { eq }) => eq(claim.participantId, participantId))
      .go(),
  );
}

/** Writes the participant unless its id exists; false when it does (conditional PutItem). */
export async function createParticipantIfAbsent(participant: Omit<ParticipantRecord, 'createdAt'>) {
  return unlessConditionFails(
    thon()
      .entities.participant.create({ ...participant, createdAt: new Date().toISOString() })
      .go(),
  );
}

export async function setParticipantUnits(participantId: string, units: number): Promise<void> {
  await thon().entities.participant.patch({ participantId }).set({ units }).go();
}

/**
 * Credits money to a participant (an atomic ADD, so concurrent pledges never lose one). The
 * pledge and donation calls (issue 6) call this; cents keep sums exact.
 */
export async function creditRaised(participantId: string, cents: number): Promise<void> {
  if (!Number.isSafeInteger(cents)) throw new Error('Raised amounts are whole cents');
  await thon().entities.participant.patch({ participantId }).add({ raisedCents: cents }).go();
}
