// The teams an import's rows name, found or created by name. Team ids are random; the normalized
// name is claimed per event (data/entities/team-name-claim.ts), so "Room 12" and "room  12" in a
// later import land in the team the first one created. Every write carries the event-status check.
import { thonLocked } from '@thon/shared/api/schemas/events';
import { editableStatuses } from '@thon/shared/events/event-status';
import { backOff } from '../back-off';
import { Conflict } from '../errors';
import { changedAtTheSameTime } from '@thon/shared/catalog/messages';
import { normalizeName } from '../participants/create-participants';
import type { Ids } from '../ports/ids';
import type { TeamNameStore } from './ports';

export interface TeamsForImportDeps {
  teams: TeamNameStore;
  ids: Ids;
}

const maxRounds = 8;

/** One team: claim its name (creating the team unless it predates name claims); answers its id. */
async function claimOne(
  { teams, ids }: TeamsForImportDeps,
  eventId: string,
  nameKey: string,
  name: string,
  existingId?: string,
): Promise<string> {
  const team = { eventId, teamId: existingId ?? ids.newId(), name };
  for (let round = 0; round < maxRounds; round += 1) {
    const outcome = await teams.claimTeamName(team, nameKey, existingId === undefined, editableStatuses);
    if (outcome === 'claimed') return team.teamId;
    if (outcome === 'event-closed') throw new Conflict(thonLocked);
    if (outcome === 'name-taken') {
      // A concurrent import claimed the name first: its team is the one.
      const winner = (await teams.teamIdsByName(eventId)).get(nameKey);
      if (winner) return winner;
    }
    await backOff(round);
  }
  throw new Conflict(changedAtTheSameTime);
}

/** Team ids by normalized name for `names` (normalized name -> name as written in the file). */
export async function teamsForImport(
  deps: TeamsForImportDeps,
  eventId: string,
  names: ReadonlyMap<string, string>,
): Promise<Map<string, string>> {
  const teamIds = await deps.teams.teamIdsByName(eventId);
  const missing = [...names].filter(([nameKey]) => !teamIds.has(nameKey));
  if (missing.length === 0) return teamIds;
  // Teams written before name claims existed (seeded, made by hand) are claimed, not duplicated.
  const unclaimed = new Map(
    (await deps.teams.listTeamsOfEvent(eventId)).map((team) => [normalizeName(team.name), team.teamId]),
  );
  const claimed = await Promise.all(
    missing.map(async ([nameKey, name]) => {
      const teamId = await claimOne(deps, eventId, nameKey, name, unclaimed.get(nameKey));
      return [nameKey, teamId] as const;
    }),
  );
  for (const [nameKey, teamId] of claimed) teamIds.set(nameKey, teamId);
  return teamIds;
}
