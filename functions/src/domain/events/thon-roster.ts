// The roster behind units entry: the Thon, its teams and participants with their units, in one
// Query (gsi1, collection eventPage), plus one BatchGet naming the teams' leaders and teachers
// (names only, never emails). Whoever may do the Thon's event-day work sees everyone
// (domain/access/scope.ts canWorkOnThon); a teacher sees only the classes they teach in it, and
// none at all is 403; anyone else gets the unknown Thon's 404.
import { noSuchEvent } from '@thon/shared/catalog/messages';
import type { z } from 'zod';
import type { thonRosterSchema } from '@thon/shared/api/schemas/events';
import type { Caller } from '../caller';
import { Forbidden, NotFound } from '../errors';
import { scopedCaller, type ThonScopeReads } from '../access/caller-scope';
import { canWorkOnThon } from '../access/scope';
import { accountName } from '../users/account-name';
import { toThon } from './manage-thon';
import type { EventPageReads, UserBatchReads } from './ports';

/** The event page's Query and the staff's names. */
export type ThonRosterDeps = { eventPage: EventPageReads; users: UserBatchReads; callers: ThonScopeReads };

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
  const seesAll = canWorkOnThon(await scopedCaller(deps.callers, caller), event);
  if (!seesAll && caller.role !== 'teacher') throw new NotFound(noSuchEvent);
  const visibleTeams = seesAll ? teams : teams.filter((team) => team.teacherUserId === caller.userId);
  if (!seesAll && visibleTeams.length === 0) throw new Forbidden();
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
