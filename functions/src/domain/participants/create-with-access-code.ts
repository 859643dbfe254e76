// Writes a participant whose id is derived from a natural key (an import row, a user joining an
// event), so its conditional create is the uniqueness claim. A fresh access code is claimed for
// that id first; if the participant existed already the claim is released. An interrupted call
// leaves at most an orphan claim that no participant carries (access-code sign-in refuses it).
import { createHash } from 'node:crypto';
import {
  claimAccessCode,
  createParticipantIfAbsent,
  releaseAccessCode,
  type ParticipantRecord,
} from '../../data/repositories/participants-repository';
import { generateAccessCode } from './access-codes';

/** A participant id (UUID-shaped) from its event and natural key. */
export function participantIdFor(eventId: string, naturalKey: string): string {
  const hash = createHash('sha256').update(`${eventId}\n${naturalKey}`).digest('hex');
  return [
    hash.slice(0, 8),
    hash.slice(8, 12),
    hash.slice(12, 16),
    hash.slice(16, 20),
    hash.slice(20, 32),
  ].join('-');
}

/** The created participant's access code, or undefined when the participant existed already. */
export async function createWithAccessCode(
  participant: Omit<ParticipantRecord, 'createdAt' | 'accessCode'>,
): Promise<string | undefined> {
  const { participantId, eventId } = participant;
  let accessCode = generateAccessCode();
  for (let attempt = 1; !(await claimAccessCode({ accessCode, participantId, eventId })); attempt += 1) {
    if (attempt >= 3) throw new Error('No free access code after 3 attempts');
    accessCode = generateAccessCode();
  }
  if (await createParticipantIfAbsent({ ...participant, accessCode })) return accessCode;
  await releaseAccessCode(accessCode, participantId);
  return undefined;
}
