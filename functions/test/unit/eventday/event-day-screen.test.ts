// The gym screen's figures (pure): totals over everyone, classes by laps and by participation, the
// last laps naming only runners donors may see, by first name and last initial, and no child's money.
import { describe, expect, it } from 'vitest';
import {
  eventDayScreenOf,
  recentLapsShown,
  type ScreenParticipant,
  type ScreenTally,
} from '../../../src/domain/eventday/event-day-screen';

const now = new Date('2026-05-14T15:00:00.000Z');
const at = (secondsAgo: number) => now.getTime() - secondsAgo * 1000;
const teams = [
  { teamId: 'rivera', name: "Mrs. Rivera's 3rd Grade" },
  { teamId: 'chen', name: "Mr. Chen's 4th Grade" },
  { teamId: 'empty', name: 'Nobody yet' },
];

function participant(id: string, teamId: string, extra: Partial<ScreenParticipant> = {}): ScreenParticipant {
  return { participantId: id, teamId, raisedCents: 1_000, ...extra };
}

function tally(id: string, laps: number, secondsAgo?: number): ScreenTally {
  return {
    participantId: id,
    firstName: id.charAt(0).toUpperCase() + id.slice(1),
    lastInitial: 'Z',
    laps,
    lastLapAt: secondsAgo === undefined ? undefined : at(secondsAgo),
  };
}

const participants = [
  participant('ava', 'rivera'),
  participant('ben', 'rivera'),
  participant('cam', 'rivera', { hiddenFromPublic: true, raisedCents: 2_500 }),
  participant('dee', 'rivera'),
  participant('eli', 'chen'),
  participant('fay', 'chen', { awaitingApproval: true }),
];

const screenOf = (overrides: Partial<Parameters<typeof eventDayScreenOf>[0]> = {}) =>
  eventDayScreenOf({
    event: { name: 'Spring Fun Run', status: 'live' },
    teams,
    participants,
    tallies: [
      tally('ava', 3, 30),
      tally('ben', 0),
      tally('cam', 5, 10),
      tally('eli', 6, 50),
      tally('fay', 2, 5),
    ],
    namesListed: true,
    now,
    ...overrides,
  });

describe('the event day screen', () => {
  it("totals everyone's laps and money, hidden and unapproved runners included", () => {
    const screen = screenOf();
    expect(screen).toMatchObject({
      EventName: 'Spring Fun Run',
      Status: 'live',
      TotalLaps: 16,
      Runners: 4,
      Participants: 6,
      RaisedCents: 7_500,
      GeneratedAt: now.toISOString(),
    });
  });

  it('ranks classes by laps (then participation), participation being runners over participants, rounded down', () => {
    expect(screenOf().Classes).toEqual([
      {
        TeamId: 'chen',
        Name: "Mr. Chen's 4th Grade",
        Laps: 8,
        Runners: 2,
        Participants: 2,
        ParticipationPercent: 100,
      },
      {
        TeamId: 'rivera',
        Name: "Mrs. Rivera's 3rd Grade",
        Laps: 8,
        Runners: 2,
        Participants: 4,
        ParticipationPercent: 50,
      },
    ]);
    const ahead = screenOf({ tallies: [tally('ava', 9, 1), tally('eli', 1, 2)] }).Classes;
    expect(ahead.map((row) => row.TeamId)).toEqual(['rivera', 'chen']);
  });

  it('breaks a tie in laps by participation, then by name, and leaves out a class nobody is in', () => {
    const tied = screenOf({ tallies: [tally('ava', 2, 1), tally('eli', 2, 2)] }).Classes;
    expect(tied.map((row) => [row.Name, row.Laps, row.ParticipationPercent])).toEqual([
      ["Mr. Chen's 4th Grade", 2, 50],
      ["Mrs. Rivera's 3rd Grade", 2, 25],
    ]);
    const even = screenOf({
      participants: [participant('ava', 'rivera'), participant('eli', 'chen')],
      tallies: [],
    });
    expect(even.Classes.map((row) => row.Name)).toEqual(["Mr. Chen's 4th Grade", "Mrs. Rivera's 3rd Grade"]);
    expect(JSON.stringify(screenOf())).not.toContain('Nobody yet');
  });

  it('thirds round down', () => {
    const three = [participant('ava', 'rivera'), participant('ben', 'rivera'), participant('dee', 'rivera')];
    const [rivera] = screenOf({
      participants: three,
      tallies: [tally('ava', 1, 1), tally('ben', 1, 2)],
    }).Classes;
    expect(rivera?.ParticipationPercent).toBe(66);
  });

  it('lists the latest lap of each runner donors may see, newest first, by first name and last initial', () => {
    expect(screenOf().RecentLaps).toEqual([
      {
        FirstName: 'Ava',
        LastInitial: 'Z',
        TeamName: "Mrs. Rivera's 3rd Grade",
        Lap: 3,
        At: new Date(at(30)).toISOString(),
      },
      {
        FirstName: 'Eli',
        LastInitial: 'Z',
        TeamName: "Mr. Chen's 4th Grade",
        Lap: 6,
        At: new Date(at(50)).toISOString(),
      },
    ]);
    const body = JSON.stringify(screenOf());
    expect(body).not.toContain('Cam');
    expect(body).not.toContain('Fay');
  });

  it("dates a runner's latest lap by their last counted scan, not a pass over the maximum", () => {
    const atMax = { ...tally('ava', 3, 1), counted: [{ at: at(200) }, { at: at(90) }, { at: at(120) }] };
    const screen = screenOf({ tallies: [atMax, tally('eli', 6, 50)] });
    expect(screen.RecentLaps.map((lap) => [lap.FirstName, lap.At])).toEqual([
      ['Eli', new Date(at(50)).toISOString()],
      ['Ava', new Date(at(90)).toISOString()],
    ]);
  });

  it(`shows at most the last ${recentLapsShown} laps`, () => {
    const many = Array.from({ length: 12 }, (_, index) => `kid${String(index).padStart(2, '0')}`);
    const screen = screenOf({
      participants: many.map((id) => participant(id, 'rivera')),
      tallies: many.map((id, index) => tally(id, 1, index)),
    });
    expect(screen.RecentLaps.map((lap) => lap.FirstName)).toEqual(
      many.slice(0, recentLapsShown).map((id) => id.charAt(0).toUpperCase() + id.slice(1)),
    );
  });

  it('names nobody once the Thon no longer names children, and keeps its totals', () => {
    const screen = screenOf({ event: { name: 'Spring Fun Run', status: 'completed' }, namesListed: false });
    expect(screen.RecentLaps).toEqual([]);
    expect(screen.TotalLaps).toBe(16);
    expect(screen.Status).toBe('completed');
  });

  it("counts a tally nowhere once its runner has left the Thon, and shows no child's money", () => {
    const screen = screenOf({ tallies: [tally('ava', 3, 30), tally('gone', 9, 1)] });
    expect(screen.TotalLaps).toBe(3);
    expect(screen.Runners).toBe(1);
    expect(screen.RecentLaps.map((lap) => lap.FirstName)).toEqual(['Ava']);
    const body = JSON.stringify(screen);
    expect(body).not.toContain('Gone');
    expect(body).not.toContain('1000');
    expect(Object.keys(screen.Classes[0] ?? {})).not.toContain('RaisedCents');
  });
});
