// The units-entry roster on in-memory ports: the organizer (or a super admin) sees every team and
// child, a teacher only the classes they teach, anyone else is refused; leaders and teachers are
// named (never by email), children sorted by last then first name.
import { beforeEach, describe, expect, it } from 'vitest';
import { noSuchEvent } from '@thon/shared/catalog/messages';
import type { Caller } from '../../../src/domain/caller';
import { Forbidden, NotFound } from '../../../src/domain/errors';
import { thonRoster, type ThonRosterDeps } from '../../../src/domain/events/thon-roster';
import { PublicPageRecords } from '../../support/in-memory/public-pages';
import { InMemoryThonScopes } from '../../support/in-memory/thon-scopes';

const caller = (userId: string, role: Caller['role']): Caller => ({ userId, sessionId: 's', role });
const organizer = caller('org1', 'organizer');

let records: PublicPageRecords;
let deps: ThonRosterDeps;

beforeEach(() => {
  records = new PublicPageRecords()
    .addEvent({ eventId: 'e1', organizerUserId: 'org1', status: 'live', name: 'Fun Run' })
    .addTeam({ eventId: 'e1', teamId: 't1', name: 'Room 1', teacherUserId: 'teach1', leaderUserId: 'lead1' })
    .addTeam({ eventId: 'e1', teamId: 't2', name: 'Room 2' })
    .addParticipant({
      participantId: 'p1',
      eventId: 'e1',
      teamId: 't1',
      firstName: 'Zoe',
      lastName: 'Adams',
      goal: 50,
    })
    .addParticipant({
      participantId: 'p2',
      eventId: 'e1',
      teamId: 't2',
      firstName: 'Al',
      lastName: 'Adams',
      goal: 0,
      units: 3,
    })
    .addParticipant({
      participantId: 'p3',
      eventId: 'e1',
      teamId: 't1',
      firstName: 'Bo',
      lastName: 'Brown',
      goal: 10,
      hiddenFromPublic: true,
    })
    .addUser({
      userId: 'teach1',
      firstName: 'Tess',
      lastName: 'Teacher',
      username: 'tess',
      email: 'tess@example.com',
    })
    .addUser({
      userId: 'lead1',
      firstName: '',
      lastName: '',
      username: 'leader-one',
      email: 'lead@example.com',
    });
  deps = { eventPage: records, users: records, callers: new InMemoryThonScopes() };
});

describe('thonRoster', () => {
  it('shows the organizer every team, named staff and every child in name order, from one Query', async () => {
    const roster = await thonRoster(deps, organizer, 'e1');

    expect(records.eventPageQueries).toBe(1);
    expect(roster.Thon).toMatchObject({ EventId: 'e1', Name: 'Fun Run' });
    expect(roster.Teams).toEqual([
      {
        TeamId: 't1',
        Name: 'Room 1',
        Leader: { UserId: 'lead1', Name: 'leader-one' },
        Teacher: { UserId: 'teach1', Name: 'Tess Teacher' },
      },
      { TeamId: 't2', Name: 'Room 2', Leader: null, Teacher: null },
    ]);
    expect(roster.Participants.map((participant) => participant.ParticipantId)).toEqual(['p2', 'p1', 'p3']);
    expect(roster.Participants[0]).toEqual({
      ParticipantId: 'p2',
      TeamId: 't2',
      FirstName: 'Al',
      LastName: 'Adams',
      Goal: 0,
      Units: 3,
      HiddenFromPublic: false,
    });
    expect(roster.Participants[1]?.Units).toBeNull();
    expect(roster.Participants[2]?.HiddenFromPublic).toBe(true);
    expect(JSON.stringify(roster)).not.toContain('@example.com');
  });

  it('shows a super admin everything too', async () => {
    const roster = await thonRoster(deps, caller('admin', 'super-admin'), 'e1');

    expect(roster.Teams).toHaveLength(2);
    expect(roster.Participants).toHaveLength(3);
  });

  it('shows a teacher only the classes they teach', async () => {
    const roster = await thonRoster(deps, caller('teach1', 'teacher'), 'e1');

    expect(roster.Teams.map((team) => team.TeamId)).toEqual(['t1']);
    expect(roster.Participants.map((participant) => participant.ParticipantId)).toEqual(['p1', 'p3']);
  });

  it('refuses a teacher with no class in it, another organizer, and answers an unknown Thon as not found', async () => {
    await expect(thonRoster(deps, caller('teach2', 'teacher'), 'e1')).rejects.toBeInstanceOf(Forbidden);
    await expect(thonRoster(deps, caller('org2', 'organizer'), 'e1')).rejects.toBeInstanceOf(NotFound);
    await expect(thonRoster(deps, organizer, 'nope')).rejects.toEqual(new NotFound(noSuchEvent));
  });
});
