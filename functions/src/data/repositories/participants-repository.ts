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
