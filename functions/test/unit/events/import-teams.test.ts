// The teams an import names, on in-memory ports: a name another import claimed between our read and
// our claim lands in that import's team (no second team), a team that predates name claims is
// claimed rather than duplicated, and a locked Thon refuses every claim.
import { beforeEach, describe, expect, it } from 'vitest';
import { thonLocked } from '@thon/shared/api/schemas/events';
import { Conflict } from '../../../src/domain/errors';
import { teamsForImport, type TeamsForImportDeps } from '../../../src/domain/events/import-teams';
import type { TeamNameStore } from '../../../src/domain/events/ports';
import { SequentialIds } from '../../support/in-memory/ids';
import { ParticipantWrites } from '../../support/in-memory/participant-creation';

let store: ParticipantWrites;
let deps: TeamsForImportDeps;

beforeEach(() => {
  store = new ParticipantWrites().addEvent({ eventId: 'e1', status: 'draft' });
  deps = { teams: store, ids: new SequentialIds() };
});

describe('teamsForImport', () => {
  it('creates and claims each missing team once', async () => {
    const teamIds = await teamsForImport(deps, 'e1', new Map([['room 12', 'Room 12']]));

    const [team, ...others] = store.teams.values();
    expect(others).toEqual([]);
    expect(team?.name).toBe('Room 12');
    expect(teamIds.get('room 12')).toBe(team?.teamId);
    expect(store.teamNames.get('e1/room 12')).toBe(team?.teamId);
  });

  it("answers the concurrent import's team when it claimed the name first", async () => {
    // Our first read sees no claim; another import claims the name before our claim lands.
    let firstRead = true;
    const racing: TeamNameStore = {
      teamIdsByName: (eventId) => {
        if (!firstRead) return store.teamIdsByName(eventId);
        firstRead = false;
        store.teamNames.set('e1/room 12', 'their-team');
        return Promise.resolve(new Map<string, string>());
      },
      listTeamsOfEvent: store.listTeamsOfEvent,
      claimTeamName: store.claimTeamName,
    };

    const teamIds = await teamsForImport({ ...deps, teams: racing }, 'e1', new Map([['room 12', 'Room 12']]));

    expect(teamIds.get('room 12')).toBe('their-team');
    expect(store.teams.size).toBe(0);
  });

  it('claims a team written before name claims instead of creating another', async () => {
    store.addUnclaimedTeam({ eventId: 'e1', teamId: 'old-team', name: 'Room  3' });

    const teamIds = await teamsForImport(deps, 'e1', new Map([['room 3', 'ROOM 3']]));

    expect(teamIds.get('room 3')).toBe('old-team');
    expect([...store.teams.keys()]).toEqual(['old-team']);
  });

  it('refuses once the Thon is locked, creating nothing', async () => {
    store.setEvent('e1', { status: 'completed' });

    await expect(teamsForImport(deps, 'e1', new Map([['room 12', 'Room 12']]))).rejects.toEqual(
      new Conflict(thonLocked),
    );
    expect(store.teams.size).toBe(0);
    expect(store.teamNames.size).toBe(0);
  });
});
