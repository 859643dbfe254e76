// Who may share for a participant: the participant, a linked parent, the event's
// organizer and a super admin see the invitations in full; the class teacher and the team's
// leader share for the class and see recipients masked (donors' addresses are not theirs to read).
import type { EventRecord } from '../../data/repositories/events-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import { participantAwaitsApproval } from '@thon/shared/catalog/messages';
import type { Caller } from '../caller';
import { Conflict, Forbidden } from '../errors';
import { decideAccess, type AccessFacts } from '../participants/entitlement';
import type { ShareSubjectReads } from './ports';

export type ShareAccess = 'full' | 'masked';

export type ShareAccessReads = Pick<ShareSubjectReads, 'getTeam' | 'isParentLinked'>;

/** The one fact the caller's role needs for the access decision (the event is at hand). */
async function accessFacts(
  reads: ShareAccessReads,
  caller: Caller,
  participant: ParticipantRecord,
  event: EventRecord,
): Promise<AccessFacts> {
  if (caller.role === 'parent') {
    return { parentLinked: await reads.isParentLinked(caller.userId, participant.participantId) };
  }
  if (caller.role === 'organizer') return { event };
  if (caller.role === 'teacher' && participant.userId !== caller.userId) {
    return {
      teamTeacherUserId: (await reads.getTeam(participant.eventId, participant.teamId))?.teacherUserId,
    };
  }
  return {};
}

export async function shareAccess(
  reads: ShareAccessReads,
  caller: Caller,
  participant: ParticipantRecord,
  event: EventRecord,
): Promise<ShareAccess> {
  const access = decideAccess(caller, participant, await accessFacts(reads, caller, participant, event));
  if (access === 'keeper' || participant.userId === caller.userId) return 'full';
  if (access === 'reader') return 'masked';
  if (caller.role === 'team-leader') {
    const team = await reads.getTeam(participant.eventId, participant.teamId);
    if (team?.leaderUserId === caller.userId) return 'masked';
  }
  throw new Forbidden();
}

/**
 * Anyone can become a parent and create a child in any Thon, so invitations (sent from our domain
 * and sender) wait until the organizer approves the child: whoever asks, nothing is sent before.
 */
export function refuseUntilApproved(participant: Pick<ParticipantRecord, 'awaitingApproval'>): void {
  if (participant.awaitingApproval === true) throw new Conflict(participantAwaitsApproval);
}
