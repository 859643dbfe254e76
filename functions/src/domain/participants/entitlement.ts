// Who may read or change a participant: the participant's own user, a parent linked to them, the
// class teacher of their team, the organizer of their event, or a super admin. Cheapest checks
// first; each further one is a single GetItem.
import { getEvent, type EventRecord } from '../../data/repositories/events-repository';
import { getParentLink } from '../../data/repositories/parents-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import { getTeam } from '../../data/repositories/teams-repository';
import type { Caller } from '../../platform/caller';
import { ForbiddenError } from '../../platform/errors';

/** True if the caller organizes the event or is a super admin (who manages every Thon). */
export function organizes(caller: Caller, event: Pick<EventRecord, 'organizerUserId'>): boolean {
  return caller.role === 'super-admin' || event.organizerUserId === caller.userId;
}

/** `event`, when the caller already holds the participant's event, saves reading it again. */
export async function isEntitledTo(
  caller: Caller,
  participant: ParticipantRecord,
  event?: EventRecord,
): Promise<boolean> {
  if (caller.role === 'super-admin' || participant.userId === caller.userId) return true;
  if (caller.role === 'parent')
    return (await getParentLink(caller.userId, participant.participantId)) !== undefined;
  if (caller.role === 'teacher') {
    return (await getTeam(participant.eventId, participant.teamId))?.teacherUserId === caller.userId;
  }
  if (caller.role === 'organizer') {
    const participantEvent =
      event?.eventId === participant.eventId ? event : await getEvent(participant.eventId);
    return participantEvent !== undefined && organizes(caller, participantEvent);
  }
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
