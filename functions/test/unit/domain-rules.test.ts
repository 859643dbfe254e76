// The domain's pure rules, without the emulator: units, import rows, the event page's sums,
// who may see a participant, and the attempt windows.
import { describe, expect, it } from 'vitest';
import { invalidUnits, participantImportFieldsRequired } from '@thon/shared/catalog/messages';
import type { Caller } from '../../src/platform/caller';
import type { EventRecord } from '../../src/data/repositories/events-repository';
import type { ParticipantRecord } from '../../src/data/repositories/participants-repository';
import type { TeamRecord } from '../../src/data/repositories/teams-repository';
import { maxUnitsOf, parseUnits } from '../../src/domain/events/teams-and-units';
import { cellReader, checkRow, columnsOf } from '../../src/domain/events/import-participants';
import { eventPageOf, progressPercent } from '../../src/domain/events/public-pages';
import { decideAccess } from '../../src/domain/participants/entitlement';
import { limitOf, windowSeconds, windowStart } from '../../src/domain/auth/attempt-limits';

describe('units', () => {
  it.each([
    [12, 12],
    ['12', 12],
    [' 7 ', 7],
    [0, 0],
  ])('reads %j as %s units', (value, units) => {
    expect(parseUnits(value)).toBe(units);
  });

  it.each([-1, 1.5, '', ' ', 'ten', '1e3x', Number.NaN])('refuses %j with the spec message', (value) => {
    expect(() => parseUnits(value)).toThrow(invalidUnits);
  });

  it("caps units at the catalogue's maximum for the event's size, or the event's own if lower", () => {
    expect(maxUnitsOf(undefined, 3)).toBe(25);
    expect(maxUnitsOf(undefined, 12)).toBe(35);
    expect(maxUnitsOf(20, 12)).toBe(20);
    expect(maxUnitsOf(99, 12)).toBe(35);
    expect(maxUnitsOf(undefined, 150)).toBe(300);
  });
});

describe('participant import rows', () => {
  const header = { line: 1, fields: ['First Name', 'last_name', 'Goal', 'Class', 'GRADE'] };
  const cell = cellReader(columnsOf(header));
  const row = (...fields: string[]) => ({ line: 7, fields });

  it('maps headers by name, whatever their case and punctuation', () => {
    expect(columnsOf(header)).toEqual({ first: 0, last: 1, goal: 2, team: 3, grade: 4 });
  });

  it('needs first name, last name and goal columns', () => {
    expect(() => columnsOf({ line: 1, fields: ['First', 'Goal'] })).toThrow(participantImportFieldsRequired);
  });

  it('reads a valid row, trimming cells and a goal written as money', () => {
    expect(checkRow(row(' Ada ', 'Lovelace', '$1,200', 'Room 4', ''), cell)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      goal: 1200,
      grade: undefined,
      teamName: 'Room 4',
    });
  });

  it.each([
    [['', 'Lovelace', '100'], participantImportFieldsRequired],
    [['Ada', 'Lovelace', ''], participantImportFieldsRequired],
    [['Ada', 'Lovelace', '0'], 'Goal must be a positive number'],
    [['Ada', 'Lovelace', 'lots'], 'Goal must be a positive number'],
    [['A'.repeat(61), 'Lovelace', '100'], 'Name is too long.'],
  ])('reports row %j: %s', (fields, reason) => {
    expect(checkRow(row(...fields), cell)).toEqual({ Row: 7, Reason: reason });
  });
});

describe('event page', () => {
  const event = {
    eventId: 'e1',
    eventCode: 'RUN1',
    name: 'Fun Run',
    status: 'live',
    unitName: 'lap',
    goal: 100,
    organizationName: 'Lincoln',
  } as EventRecord;
  const team = (teamId: string, name: string) => ({ eventId: 'e1', teamId, name }) as TeamRecord;
  const runner = (
    participantId: string,
    teamId: string,
    cents: number,
    extra: Partial<ParticipantRecord> = {},
  ) =>
    ({
      participantId,
      teamId,
      eventId: 'e1',
      firstName: 'Sam',
      lastName: `smith-${participantId}`,
      raisedCents: cents,
      ...extra,
    }) as ParticipantRecord;

  it('sums cents into dollars, ranks teams by money then runners then name, and lists runners by display name', () => {
    const page = eventPageOf(
      event,
      [team('t1', 'Blue'), team('t2', 'Red'), team('t3', 'Alpha'), team('t4', 'Zed'), team('t5', 'Empty')],
      [
        runner('p1', 't1', 2550),
        runner('p2', 't2', 2550),
        runner('p3', 't2', 0),
        runner('p4', 't3', 1000),
        runner('p5', 't4', 1000, { hiddenFromPublic: true, firstName: 'Hidden' }),
      ],
      true,
    );
    expect(page.Raised).toBe(71);
    expect(page.Progress).toBe(71);
    expect(page.TopTeams.map((entry) => [entry.Name, entry.Raised, entry.ParticipantCount])).toEqual([
      ['Red', 25.5, 2],
      ['Blue', 25.5, 1],
      ['Alpha', 10, 1],
      ['Zed', 10, 1],
    ]);
    // The hidden runner counts in every total but is not listed.
    expect(page.Participants.map((entry) => entry.ParticipantId).sort()).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(page.Participants[0]?.DisplayName).toMatch(/^Sam S\.$/);
  });

  it('lists nobody once names are no longer public, but keeps the totals', () => {
    const page = eventPageOf(event, [team('t1', 'Blue')], [runner('p1', 't1', 500)], false);
    expect(page.Participants).toEqual([]);
    expect(page.ParticipantsListed).toBe(false);
    expect(page.Raised).toBe(5);
  });

  it.each([
    [50, 100, 50],
    [99.99, 100, 99],
    [250, 100, 100],
    [10, 0, 0],
  ])('progress of %s raised toward %s is %s%%', (raised, goal, percent) => {
    expect(progressPercent(raised, goal)).toBe(percent);
  });
});

describe('who may see a participant', () => {
  const caller = (role: Caller['role'], userId = 'u-caller'): Caller => ({ role, userId, sessionId: 's' });
  const child = { userId: 'u-child' };

  it.each([
    ['super admin, no facts needed', caller('super-admin'), {}, 'keeper'],
    ['a linked parent', caller('parent'), { parentLinked: true }, 'keeper'],
    ['a parent not linked', caller('parent'), { parentLinked: false }, 'none'],
    ["the event's organizer", caller('organizer'), { event: { organizerUserId: 'u-caller' } }, 'keeper'],
    ["another event's organizer", caller('organizer'), { event: { organizerUserId: 'u-other' } }, 'none'],
    ['the class teacher', caller('teacher'), { teamTeacherUserId: 'u-caller' }, 'reader'],
    ['another teacher', caller('teacher'), { teamTeacherUserId: 'u-other' }, 'none'],
    ['the participant themselves', caller('participant', 'u-child'), {}, 'reader'],
    ['another participant', caller('participant'), {}, 'none'],
    ['a vendor', caller('vendor'), {}, 'none'],
  ] as const)('%s: %s', (_who, who, facts, access) => {
    expect(decideAccess(who, child, facts)).toBe(access);
  });
});

describe('attempt windows', () => {
  it('puts every second of a 15-minute window in the same window and the next second in the next', () => {
    const start = 1_900_000_800;
    expect(start % windowSeconds).toBe(0);
    expect(windowStart(start)).toBe(start);
    expect(windowStart(start + windowSeconds - 1)).toBe(start);
    expect(windowStart(start + windowSeconds)).toBe(start + windowSeconds);
  });

  it('limits each kind of subject by its own count', () => {
    expect(limitOf('account:ada')).toBe(10);
    expect(limitOf('client:203.0.113.9')).toBe(300);
    expect(limitOf('visit:203.0.113.9')).toBe(600);
  });
});
