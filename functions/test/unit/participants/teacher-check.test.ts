// Whether the caller is a teacher, and which Thon of theirs is the current one, on in-memory
// ports: only the teacher role is; of several Thons a live one first, then a draft, then the
// latest finished, the later start breaking ties; a teacher of one Thon needs no event read.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Caller } from '../../../src/domain/caller';
import { teacherCheck } from '../../../src/domain/participants/teacher-check';
import { setTeacherPageOptIn } from '../../../src/domain/participants/teacher-page-opt-in';
import { InMemoryTeacherPageOptIns } from '../../support/in-memory/teacher-page-opt-ins';
import { InMemoryTeacherTeams } from '../../support/in-memory/teacher-teams';

const teacher: Caller = { userId: 'tea', sessionId: 's', role: 'teacher' };
let teams: InMemoryTeacherTeams;

beforeEach(() => {
  teams = new InMemoryTeacherTeams()
    .addEvent({ eventId: 'done-2024', status: 'completed', startDate: '2024-05-01' })
    .addEvent({ eventId: 'done-2025', status: 'processed', startDate: '2025-05-01' })
    .addEvent({ eventId: 'done-2023', status: 'completed', startDate: '2023-05-01' })
    .addEvent({ eventId: 'draft-2027', status: 'draft', startDate: '2027-05-01' })
    .addEvent({ eventId: 'live-2026', status: 'live', startDate: '2026-05-01' });
});

const teachIn = (...eventIds: string[]) =>
  eventIds.forEach((eventId, index) => teams.addTeam({ eventId, teamId: `t${index}`, teacherUserId: 'tea' }));

describe('the teacher check', () => {
  it('answers not a teacher for any other role, without reading', async () => {
    teachIn('live-2026');
    for (const role of ['parent', 'organizer', 'super-admin'] as const) {
      expect(await teacherCheck({ teams }, { ...teacher, role })).toEqual({
        IsTeacher: false,
        EventId: null,
      });
    }
  });

  it("answers a teacher's only Thon without reading events, and none when they have no class", async () => {
    teachIn('done-2023', 'done-2023');
    expect(await teacherCheck({ teams }, teacher)).toEqual({ IsTeacher: true, EventId: 'done-2023' });
    expect(teams.eventReads).toBe(0);
    expect(await teacherCheck({ teams }, { ...teacher, userId: 'new' })).toEqual({
      IsTeacher: true,
      EventId: null,
    });
  });

  it('picks a live Thon over a draft, and a draft over finished ones', async () => {
    teachIn('done-2024', 'draft-2027', 'live-2026');
    expect((await teacherCheck({ teams }, teacher)).EventId).toBe('live-2026');
    teams.teams.pop();
    expect((await teacherCheck({ teams }, teacher)).EventId).toBe('draft-2027');
  });

  it('picks a completed Thon over a processed one, the later start among completed', async () => {
    teachIn('done-2023', 'done-2025', 'done-2024');
    expect((await teacherCheck({ teams }, teacher)).EventId).toBe('done-2024');
  });
});

describe("a teacher's page opt-in", () => {
  it("keeps the choice on the caller's own record and answers it", async () => {
    const optIns = new InMemoryTeacherPageOptIns();
    expect(await setTeacherPageOptIn({ optIns }, teacher, { OptedIn: true })).toEqual({
      IsTeacherPageOptedIn: true,
    });
    expect(optIns.optedIn.get('tea')).toBe(true);
    await setTeacherPageOptIn({ optIns }, teacher, { OptedIn: false });
    expect(optIns.optedIn.get('tea')).toBe(false);
  });
});
