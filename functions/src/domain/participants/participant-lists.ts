// Participant lists of spec section 6: by user id, or by parent id plus user id for a parent.
// AccessCode is a sign-in secret: it stays in an entry only for a caller who may hold it (the
// child's linked parent, the event's organizer, a super admin); teachers and the child's own
// account read the entry without it.
import { noSuchUser } from '@thon/shared/catalog/messages';
import type { ParticipantEntry } from '@thon/shared/api/schemas/participants';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { Caller } from '../caller';
import { Forbidden, NotFound } from '../errors';
import { assertEntitledToAll } from './entitlement';
import { toParticipantEntry } from './participant-entry';
import type { ParentLinkReads, ParticipantAccessReads, ParticipantStore, UserReads } from './ports';

export interface UserParticipantsDeps {
  access: ParticipantAccessReads;
  participants: Pick<ParticipantStore, 'listParticipantsOfUser'>;
  users: UserReads;
}

export interface ParentParticipantsDeps {
  participants: Pick<ParticipantStore, 'getParticipants'>;
  users: UserReads;
  parentLinks: ParentLinkReads;
}

async function assertUserExists(users: UserReads, userId: string): Promise<void> {
  if (!(await users.getUser(userId))) throw new NotFound(noSuchUser);
}

/** The entry, with its AccessCode only if the caller may hold it. */
function listEntry(participant: ParticipantRecord, withAccessCode: boolean): ParticipantEntry {
  const { AccessCode, ...entry } = toParticipantEntry(participant);
  return withAccessCode ? { ...entry, AccessCode } : entry;
}

/** The user's own participants; anyone else must be entitled to every one of them (else 403). */
export async function participantsOfUser(
  deps: UserParticipantsDeps,
  caller: Caller,
  userId: string,
): Promise<ParticipantEntry[]> {
  await assertUserExists(deps.users, userId);
  const participants = await deps.participants.listParticipantsOfUser(userId);
  // Nothing to be entitled to is no entitlement: a stranger's empty list is not theirs to see.
  if (participants.length === 0 && userId !== caller.userId && caller.role !== 'super-admin') {
    throw new Forbidden();
  }
  const keeps = await assertEntitledToAll(deps.access, caller, participants);
  return participants.map((participant, index) => listEntry(participant, keeps[index] === true));
}

/** A parent reads only their own list (parent id and user id both theirs); a super admin any. */
export async function participantsOfParent(
  deps: ParentParticipantsDeps,
  caller: Caller,
  parentId: string,
  userId: string,
): Promise<ParticipantEntry[]> {
  await assertUserExists(deps.users, parentId);
  if (caller.role !== 'super-admin' && (parentId !== caller.userId || userId !== caller.userId)) {
    throw new Forbidden();
  }
  const links = await deps.parentLinks.listParentLinks(parentId);
  const participants = await deps.participants.getParticipants(links.map((link) => link.participantId));
  // Every one is linked to this parent (a super admin keeps codes anyway): codes stay.
  return participants
    .sort((a, b) => a.firstName.localeCompare(b.firstName) || a.participantId.localeCompare(b.participantId))
    .map((participant) => listEntry(participant, true));
}
