// Who may read or change a participant: the participant's own user, a parent linked to them, the
// class teacher of their team, the organizer of their event, or a super admin. Cheapest checks
// first; each further one is a single GetItem.
import { getEvent } from '../../data/repositories/events-repository';
import { getParentLink } from '../../data/repositories/parents-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import { getTeam } from '../../data/repositories/teams-repository';
import type { Caller } from '../../platform/caller';
import { ForbiddenError } from '../../platform/errors';

export async function isEntitledTo(caller: Caller, participant: ParticipantRecord): Promise<boolean> {
  if (caller.role === 'super-admin' || participant.userId === caller.userId) return true;
  if (caller.role === 'parent')
    return (await getParentLink(caller.userId, participant.participantId)) !== undefined;
  if (caller.role === 'teacher') {
    return (await getTeam(participant.eventId, participant.teamId))?.teacherUserId === caller.userId;
  }
  if (caller.role === 'organizer')
    return (await getEvent(participant.eventId))?.organizerUserId === caller.userId;
  return false;
}

/** Throws 403 unless the caller is entitled to every participant given. */
export async function assertEntitledToAll(
  caller: Caller,
  participants: readonly ParticipantRecord[],
): Promise<void> {
  const answers = await Promise.all(participants.map((participant) => isEntitledTo(caller, participant)));
  if (answers.includes(false)) throw new ForbiddenError();
}
