// Participants and their access codes.
import type { EntityItem } from 'electrodb';
import type { participantEntity } from '../entities/participant';
import { thon } from '../thon-service';
import { commitAll } from './write-transaction';

export type ParticipantRecord = EntityItem<typeof participantEntity>;

/** Writes the participant and claims the access code together; a taken code writes nothing. */
export async function createParticipant(participant: Omit<ParticipantRecord, 'createdAt'>): Promise<void> {
  const createdAt = new Date().toISOString();
  await commitAll(
    () =>
      thon()
        .transaction.write(({ participant: participants, accessCodeClaim }) => [
          participants.create({ ...participant, createdAt }).commit(),
          accessCodeClaim
            .create({
              accessCode: participant.accessCode,
              participantId: participant.participantId,
              eventId: participant.eventId,
            })
            .commit(),
        ])
        .go(),
    'That access code is already in use.',
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
