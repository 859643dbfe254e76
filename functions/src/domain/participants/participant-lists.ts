// Participant lists of spec section 6: by user id, or by parent id plus user id for a parent.
import type { ParticipantEntry } from '@thon/shared/api/schemas/participants';
import { listParentLinks } from '../../data/repositories/parents-repository';
import { getParticipants, listParticipantsOfUser } from '../../data/repositories/participants-repository';
import { getUser } from '../../data/repositories/users-repository';
import type { Caller } from '../../platform/caller';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import { assertEntitledToAll } from './entitlement';
import { toParticipantEntry } from './participant-entry';

async function assertUserExists(userId: string): Promise<void> {
  if (!(await getUser(userId))) throw new NotFoundError('No such user.');
}

/** The user's own participants; anyone else must be entitled to every one of them (else 403). */
export async function participantsOfUser(caller: Caller, userId: string): Promise<ParticipantEntry[]> {
  await assertUserExists(userId);
  const participants = await listParticipantsOfUser(userId);
  if (userId !== caller.userId && caller.role !== 'super-admin') {
    // Nothing to be entitled to is no entitlement: a stranger's empty list is not theirs to see.
    if (participants.length === 0) throw new ForbiddenError();
    await assertEntitledToAll(caller, participants);
  }
  return participants.map(toParticipantEntry);
}

/** A parent reads only their own list (parent id and user id both theirs); a super admin any. */
export async function participantsOfParent(
  caller: Caller,
  parentId: string,
  userId: string,
): Promise<ParticipantEntry[]> {
  await assertUserExists(parentId);
  if (caller.role !== 'super-admin' && (parentId !== caller.userId || userId !== caller.userId)) {
    throw new ForbiddenError();
  }
  const links = await listParentLinks(parentId);
  const participants = await getParticipants(links.map((link) => link.participantId));
  return participants
    .sort((a, b) => a.firstName.localeCompare(b.firstName) || a.participantId.localeCompare(b.participantId))
    .map(toParticipantEntry);
}
