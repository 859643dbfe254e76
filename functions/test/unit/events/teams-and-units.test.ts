// Units and team staff on in-memory ports: units are held to the event's maximum and written with
// the per-unit pledges' estimate; completing the Thon locks them, even when it lands between the
// reads and the write; a completed participant's units are final, and a runner's counted laps own
// their units (event day). One leader per team; a class
// teacher must hold a teacher account; another organizer's Thon is refused and nothing is written.
import { beforeEach, describe, expect, it } from 'vitest';
import { noAccountWithEmail, notATeacherAccount, unitsLocked } from '@thon/shared/api/schemas/events';
import {
  invalidUnits,
  noSuchParticipantInEvent,
  noSuchTeam,
  participantUnitsFinal,
  resultOutOfRange,
  teamLeaderAlreadyAssigned,
} from '@thon/shared/catalog/messages';
import type { Caller } from '../../../src/domain/caller';
import { Conflict, NotFound, RuleBroken } from '../../../src/domain/errors';
import {
  assignClassTeacher,
  assignLeader,
  recordUnits,
  type RecordUnitsDeps,
  type TeamStaffDeps,
} from '../../../src/domain/events/teams-and-units';
import { TeamsAndUnits } from '../../support/in-memory/teams-and-units';
import type { TallyUnits } from '@thon/shared/eventday/lap-units';
import { lapsCountedOnEventDay } from '@thon/shared/catalog/eventday-messages';
import { InMemoryThonScopes } from '../../support/in-memory/thon-scopes';

const organizer: Caller = { userId: 'org1', sessionId: 's', role: 'organizer' };
const otherOrganizer: Caller = { userId: 'org2', sessionId: 's', role: 'organizer' };

let store: TeamsAndUnits;
let unitsDeps: RecordUnitsDeps;
/** Lap tallies by event/participant (docs/event-day.md). */
let tallies: Map<string, TallyUnits>;
let staffDeps: TeamStaffDeps;

beforeEach(() => {
  store = new TeamsAndUnits()
    .addEvent({ eventId: 'e1', organizerUserId: 'org1', status: 'live', participantCount: 1, maxUnits: 20 })
    .addEvent({ eventId: 'e2', organizerUserId: 'org2', status: 'live', participantCount: 1 })
    .addParticipant({ participantId: 'p1', eventId: 'e1', pledgeVersion: 2 })
    .addParticipant({ participantId: 'p2', eventId: 'e2' })
    .addPledge({ participantId: 'p1', kind: 'per-unit', status: 'Scheduled', amountCents: 150 })
    .addPledge({ participantId: 'p1', kind: 'per-unit', status: 'Scheduled', amountCents: 100, capUnits: 4 })
    .addPledge({ participantId: 'p1', kind: 'per-unit', status: 'Cancelled', amountCents: 999 })
    .addTeam({ eventId: 'e1', teamId: 't1', name: 'Room 1' })
    .addUser({ userId: 'lead', email: 'lead@example.org', role: 'parent' })
    .addUser({ userId: 'other-lead', email: 'other@example.org', role: 'parent' })
    .addUser({ userId: 'teach', email: 'teach@example.org', role: 'teacher' });
  tallies = new Map();
  unitsDeps = {
    events: store,
    callers: new InMemoryThonScopes(),
    units: store,
    access: store,
    laps: {
      getLapTally: (eventId, participantId) => Promise.resolve(tallies.get(`${eventId}/${participantId}`)),
    },
  };
  staffDeps = { events: store, callers: new InMemoryThonScopes(), teams: store, accounts: store };
});

const record = (units: number | string, caller = organizer, participantId = 'p1') =>
  recordUnits(unitsDeps, caller, { EventId: 'e1', ParticipantId: participantId, Units: units });

describe('recording units', () => {
  it("writes the units with the scheduled per-unit pledges' estimate, each held to its cap", async () => {
    expect(await record(' 10 ')).toEqual({ ParticipantId: 'p1', Units: 10, MaxUnits: 20 });

    // 150 x 10 + 100 x 4 (capped); the cancelled pledge counts nothing.
    expect(store.participants.get('p1')).toMatchObject({ units: 10, pledgedCents: 1_900 });
  });

  it("refuses units above the event's maximum or not whole, writing nothing", async () => {
    await expect(record(21)).rejects.toThrow(new RuleBroken(resultOutOfRange));
    await expect(record('2.5')).rejects.toThrow(new RuleBroken(invalidUnits));
    expect(store.participants.get('p1')?.units).toBeUndefined();
  });

  it('refuses a completed Thon, and a completion that lands between the reads and the write', async () => {
    store.beforeUnitsWrite = () => store.setEvent('e1', { status: 'completed' });
    await expect(record(5)).rejects.toThrow(new Conflict(unitsLocked));
    expect(store.participants.get('p1')?.units).toBeUndefined();

    await expect(record(5)).rejects.toThrow(new Conflict(unitsLocked));
  });

  it("keeps a completed participant's units final", async () => {
    store.addParticipant({ participantId: 'done', eventId: 'e1', unitsFinal: true, units: 3 });

    await expect(record(5, organizer, 'done')).rejects.toThrow(new Conflict(participantUnitsFinal));
    expect(store.participants.get('done')?.units).toBe(3);
  });

  it('refuses a runner whose laps are counted on event day, and still records one whose bib has none', async () => {
    tallies.set('e1/p1', { laps: 2, counted: [{ at: 1 }, { at: 30_000 }] });
    await expect(record(5)).rejects.toThrow(new Conflict(lapsCountedOnEventDay));
    tallies.set('e1/p1', { laps: 0, counted: [], adjustment: 0 });
    await expect(record(5)).rejects.toThrow(new Conflict(lapsCountedOnEventDay));
    expect(store.participants.get('p1')?.units).toBeUndefined();

    tallies.set('e1/p1', { laps: 0, counted: [] });
    expect(await record(5)).toMatchObject({ Units: 5 });
  });

  it("answers another Thon's participant as not in the event, and refuses another organizer", async () => {
    await expect(record(5, organizer, 'p2')).rejects.toThrow(new NotFound(noSuchParticipantInEvent));
    await expect(record(5, otherOrganizer)).rejects.toBeInstanceOf(NotFound);
    expect(store.participants.get('p1')?.units).toBeUndefined();
  });
});

describe('team staff', () => {
  it('keeps the first leader of a team, by email or by id', async () => {
    const team = await assignLeader(staffDeps, organizer, {
      EventId: 'e1',
      TeamId: 't1',
      Email: 'lead@example.org',
    });
    expect(team).toMatchObject({ TeamId: 't1', LeaderUserId: 'lead' });
    // The same leader again is an answer, not a conflict.
    await assignLeader(staffDeps, organizer, { EventId: 'e1', TeamId: 't1', UserId: 'lead' });

    await expect(
      assignLeader(staffDeps, organizer, { EventId: 'e1', TeamId: 't1', UserId: 'other-lead' }),
    ).rejects.toThrow(new Conflict(teamLeaderAlreadyAssigned));
    expect(store.teams.get('e1/t1')?.leaderUserId).toBe('lead');
  });

  it('sets a class teacher only from a teacher account', async () => {
    await expect(
      assignClassTeacher(staffDeps, organizer, { EventId: 'e1', TeamId: 't1', Email: 'lead@example.org' }),
    ).rejects.toThrow(new RuleBroken(notATeacherAccount));
    await expect(
      assignClassTeacher(staffDeps, organizer, { EventId: 'e1', TeamId: 't1', Email: 'nobody@example.org' }),
    ).rejects.toThrow(new NotFound(noAccountWithEmail));
    expect(store.teams.get('e1/t1')?.teacherUserId).toBeUndefined();

    const team = await assignClassTeacher(staffDeps, organizer, {
      EventId: 'e1',
      TeamId: 't1',
      Email: 'teach@example.org',
    });
    expect(team.TeacherUserId).toBe('teach');
  });

  it("refuses another organizer's Thon and answers an unknown team as not found", async () => {
    await expect(
      assignLeader(staffDeps, otherOrganizer, { EventId: 'e1', TeamId: 't1', UserId: 'lead' }),
    ).rejects.toBeInstanceOf(NotFound);
    await expect(
      assignLeader(staffDeps, organizer, { EventId: 'e1', TeamId: 't9', UserId: 'lead' }),
    ).rejects.toThrow(new NotFound(noSuchTeam));
    expect(store.teams.get('e1/t1')?.leaderUserId).toBeUndefined();
  });
});
