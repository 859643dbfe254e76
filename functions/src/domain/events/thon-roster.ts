// The roster behind units entry: the Thon, its teams and participants with their units, in one
// Query (gsi1, collection eventPage). The event's organizer (or a super admin) sees everyone; a
// teacher sees only the classes they teach in it, and none at all is 403.
import type { z } from 'zod';
import type { thonRosterSchema } from '@thon/shared/api/schemas/events';
import { getEventPageItems } from '../../data/repositories/events-repository';
import type { Caller } from '../../platform/caller';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import { toThon } from './manage-thon';

export async function thonRoster(caller: Caller, eventId: string): Promise<z.infer<typeof thonRosterSchema>> {
  const { event: events, team: teams, participant: participants } = await getEventPageItems(eventId);
  const event = events[0];
  if (!event) throw new NotFoundError('No such event.');
  const organizes = caller.role === 'super-admin' || event.organizerUserId === caller.userId;
  const visibleTeams = organizes ? teams : teams.filter((team) => team.teacherUserId === caller.userId);
  if (!organizes && (caller.role !== 'teacher' || visibleTeams.length === 0)) throw new ForbiddenError();
  const teamIds = new Set(visibleTeams.map((team) => team.teamId));
  return {
    Thon: toThon(event),
    Teams: visibleTeams.map((team) => ({ TeamId: team.teamId, Name: team.name })),
    Participants: participants
      .filter((participant) => organizes || teamIds.has(participant.teamId))
      .map((participant) => ({
        ParticipantId: participant.participantId,
        TeamId: participant.teamId,
        FirstName: participant.firstName,
        LastName: participant.lastName,
        Goal: participant.goal,
        Units: participant.units ?? null,
      }))
      .sort((a, b) => a.LastName.localeCompare(b.LastName) || a.FirstName.localeCompare(b.FirstName)),
  };
}
