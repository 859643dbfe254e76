// Who may read or change a participant: the participant's own user, a parent linked to them, the
// class teacher of their team, the organizer of their event, or a super admin. Cheapest checks
// first; each further one is a single GetItem. Of these, only a linked parent, the organizer and a
// super admin may hold the child's access code: never a teacher.
import type { EventRecord } from '../../data/repositories/events-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { Caller } from '../caller';
import { Forbidden } from '../errors';
import type { ParticipantAccessReads } from './ports';

/** True if the caller organizes the event or is a super admin (who manages every Thon). */
export function organizes(caller: Caller, event: Pick<EventRecord, 'organizerUserId'>): boolean {
  return caller.role === 'super-admin' || event.organizerUserId === caller.userId;
}

/** What the access decision may need beyond the caller and the participant (one read at most). */
export interface AccessFacts {
  /** A parent caller: whether a link to this participant exists. */
  parentLinked?: boolean;
  /** An organizer caller: the participant's event. */
  event?: Pick<EventRecord, 'organizerUserId'>;
  /** A teacher caller: the class teacher of the participant's team. */
  teamTeacherUserId?: string;
}

export type Access = 'keeper' | 'reader' | 'none';

/**
 * The access decision (pure): `keeper` may also hold the child's access code (a linked parent, the
 * event's organizer, a super admin), `reader` sees the list entry without it (the participant
 * themselves, their class teacher), `none` nothing.
 */
export function decideAccess(
  caller: Caller,
  participant: Pick<ParticipantRecord, 'userId'>,
  facts: AccessFacts,
): Access {
  if (caller.role === 'super-admin') return 'keeper';
  const own = participant.userId === caller.userId ? 'reader' : 'none';
  if (caller.role === 'parent') return facts.parentLinked === true ? 'keeper' : own;
  if (caller.role === 'organizer') return facts.event && organizes(caller, facts.event) ? 'keeper' : own;
  if (own === 'reader') return own;
  if (caller.role === 'teacher') return facts.teamTeacherUserId === caller.userId ? 'reader' : 'none';
  return 'none';
}

/**
 * How far the caller may see a participant (see decideAccess), reading only the one fact the
 * caller's role needs. `event`, when the caller already holds the participant's event, saves
 * reading it again.
 */
export async function accessTo(
  reads: ParticipantAccessReads,
  caller: Caller,
  participant: ParticipantRecord,
  event?: EventRecord,
): Promise<Access> {
  const facts: AccessFacts = {};
  if (caller.role === 'parent') {
    facts.parentLinked = await reads.isParentLinked(caller.userId, participant.participantId);
  } else if (caller.role === 'organizer') {
    facts.event = event?.eventId === participant.eventId ? event : await reads.getEvent(participant.eventId);
  } else if (caller.role === 'teacher' && participant.userId !== caller.userId) {
    facts.teamTeacherUserId = (await reads.getTeam(participant.eventId, participant.teamId))?.teacherUserId;
  }
  return decideAccess(caller, participant, facts);
}

export async function isEntitledTo(
  reads: ParticipantAccessReads,
  caller: Caller,
  participant: ParticipantRecord,
  event?: EventRecord,
): Promise<boolean> {
  return (await accessTo(reads, caller, participant, event)) !== 'none';
}

/**
 * Throws 403 unless the caller is entitled to every participant given; answers, per participant
 * (by index), whether the caller may also hold the access code.
 */
export async function assertEntitledToAll(
  reads: ParticipantAccessReads,
  caller: Caller,
  participants: readonly ParticipantRecord[],
): Promise<boolean[]> {
  const answers = await Promise.all(participants.map((participant) => accessTo(reads, caller, participant)));
  if (answers.includes('none')) throw new Forbidden();
  return answers.map((answer) => answer === 'keeper');
}
