// The roster behind units entry: the Thon, its teams and participants with their units, in one
// Query (gsi1, collection eventPage), plus one BatchGet naming the teams' leaders and teachers
// (names only, never emails). The event's organizer (or a super admin) sees everyone; a teacher
// sees only the classes they teach in it, and none at all is 403.
import { noSuchEvent } from '@thon/shared/catalog/messages';
import type { z } from 'zod';
import type { thonRosterSchema } from '@thon/shared/api/schemas/events';
import type { Caller } from '../caller';
import { Forbidden, NotFound } from '../errors';
import { organizes } from '../participants/entitlement';
import { accountName } from '../users/account-name';
import { toThon } from './manage-thon';
import type { EventPageReads, UserBatchReads } from './ports';

/** The event page's Query and the staff's names. */
export type ThonRosterDeps = { eventPage: EventPageReads; users: UserBatchReads };

export async function thonRoster(
  deps: ThonRosterDeps,
  caller: Caller,
  eventId: string,
): Promise<z.infer<typeof thonRosterSchema>> {
  const {
    event: events,
    team: teams,
    participant: participants,
  } = await deps.eventPage.getEventPageItems(eventId);
  const event = events[0];
  if (!event) throw new NotFound(noSuchEvent);
  const seesAll = organizes(caller, event);
  const visibleTeams = seesAll ? teams : teams.filter((team) => team.teacherUserId === caller.userId);
  if (!seesAll && (caller.role !== 'teacher' || visibleTeams.length === 0)) throw new Forbidden();
  const teamIds = new Set(visibleTeams.map((team) => team.teamId));
  // Leaders and teachers by name: one BatchGet of the distinct users, never one read per team.
  const people = await deps.users.getUsers(
    visibleTeams.flatMap((team) => [team.leaderUserId, team.teacherUserId].filter((id) => id !== undefined)),
  );
  const names = new Map(people.map((user) => [user.userId, accountName(user)]));
  const person = (userId: string | undefined) => {
    const name = userId === undefined ? undefined : names.get(userId);
    return userId !== undefined && name !== undefined ? { UserId: userId, Name: name } : null;
  };
  return {
    Thon: toThon(event),
    Teams: visibleTeams.map((team) => ({
      TeamId: team.teamId,
      Name: team.name,
      Leader: person(team.leaderUserId),
      Teacher: person(team.teacherUserId),
    })),
    Participants: participants
      .filter((participant) => seesAll || teamIds.has(participant.teamId))
      .map((participant) => ({
        ParticipantId: participant.participantId,
        TeamId: participant.teamId,
        FirstName: participant.firstName,
        LastName: participant.lastName,
        Goal: participant.goal,
        Units: participant.units ?? null,
        HiddenFromPublic: participant.hiddenFromPublic === true,
      }))
      .sort((a, b) => a.LastName.localeCompare(b.LastName) || a.FirstName.localeCompare(b.FirstName)),
  };
}
