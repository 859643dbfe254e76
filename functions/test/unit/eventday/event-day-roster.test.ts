// The roster's runners (domain/eventday/event-day-roster.ts): only tallied runners still in the
// Thon, their current class and name, a teacher's classes only, in class then name order.
import { describe, expect, it } from 'vitest';
import { rosterRunners } from '../../../src/domain/eventday/event-day-roster';

const teams = [
  { teamId: 'b', name: 'Room 2' },
  { teamId: 'a', name: 'Room 1' },
];
const participants = [
  { participantId: 'p1', teamId: 'b', firstName: 'Zoe', lastName: 'ng' },
  { participantId: 'p2', teamId: 'a', firstName: 'Ben', lastName: 'Ortiz' },
  { participantId: 'p3', teamId: 'b', firstName: 'Ada', lastName: 'Lee' },
  { participantId: 'p4', teamId: 'a', firstName: 'Cy', lastName: 'Moss' },
];
const tally = (participantId: string, laps = 0, overMax?: number) => ({
  participantId,
  lapToken: `TOKEN${participantId}`,
  laps,
  ...(overMax === undefined ? {} : { overMax }),
});

describe('rosterRunners', () => {
  it('lists tallied runners still in the Thon by class then first name, with their current class', () => {
    const runners = rosterRunners(
      teams,
      participants,
      [tally('p1', 3, 1), tally('p2'), tally('p3'), tally('gone')],
      undefined,
    );
    expect(runners.map((runner) => [runner.TeamName, runner.FirstName, runner.LastInitial])).toEqual([
      ['Room 1', 'Ben', 'O'],
      ['Room 2', 'Ada', 'L'],
      ['Room 2', 'Zoe', 'N'],
    ]);
    expect(runners[2]).toMatchObject({
      ParticipantId: 'p1',
      TeamId: 'b',
      LapToken: 'TOKENp1',
      Laps: 3,
      OverMax: 1,
    });
    expect(runners[0]?.OverMax).toBe(0);
  });

  it("keeps a teacher to their classes' runners", () => {
    const runners = rosterRunners(
      teams,
      participants,
      participants.map((one) => tally(one.participantId)),
      new Set(['a']),
    );
    expect(runners.map((runner) => runner.ParticipantId)).toEqual(['p2', 'p4']);
  });
});
