// Who may share for a participant: the participant, a linked parent, the event's
// organizer and a super admin see the invitations in full; the class teacher and the team's
// leader share for the class and see recipients masked (donors' addresses are not theirs to read).
import type { EventRecord } from '../../data/repositories/events-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import { getTeam } from '../../data/repositories/teams-repository';
import { participantAwaitsApproval } from '@thon/shared/catalog/messages';
import type { Caller } from '../../platform/caller';
import { Conflict, Forbidden } from '../errors';
import { accessTo } from '../participants/entitlement';

export type ShareAccess = 'full' | 'masked';

export async function shareAccess(
  caller: Caller,
  participant: ParticipantRecord,
  event: EventRecord,
): Promise<ShareAccess> {
  const access = await accessTo(caller, participant, event);
  if (access === 'keeper' || participant.userId === caller.userId) return 'full';
  if (access === 'reader') return 'masked';
  if (caller.role === 'team-leader') {
    const team = await getTeam(participant.eventId, participant.teamId);
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
