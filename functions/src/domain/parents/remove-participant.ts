// A parent takes a child off their list, freeing one of their 9 places. Only the parent's link and
// counter change: the participant record belongs to its event and stays there (the organizer's
// roster, the teacher's class, its access code, units and pledges keep it), so the parent can link
// the same child again later with its access code.
import { participantNotLinked } from '@thon/shared/api/schemas/participants';
import { unlinkParticipantFromParent } from '../../data/repositories/parents-repository';
import type { Caller } from '../../platform/caller';
import { ConflictError, NotFoundError, concurrentChange } from '../../platform/errors';

export async function removeParentParticipant(
  caller: Caller,
  participantId: string,
): Promise<{ ParticipantId: string }> {
  const outcome = await unlinkParticipantFromParent(caller.userId, participantId);
  if (outcome === 'not-linked') throw new NotFoundError(participantNotLinked);
  if (outcome === 'conflict') throw new ConflictError(concurrentChange);
  return { ParticipantId: participantId };
}
