// The phone's guess for a scan before the server answers, and the roster search for a lost bib.
import { describe, expect, it } from 'vitest';
import type { EventDayRoster, LapResult } from '../offline/counting-store';
import { afterGuess, afterResults, confirmScan, guessScan, noLocalLaps, searchRunners } from './scan-card';

const roster: EventDayRoster = {
  EventId: 'event-1',
  EventCode: 'MAPLE1',
  EventName: 'Maple Fun Run',
  Status: 'live',
  CooldownSeconds: 20,
  MaxUnits: 3,
  TimeZone: 'America/Chicago',
  CountingUntil: null,
  Counter: { Kind: 'user', Name: 'Ms Lee' },
  Runners: [
    {
      ParticipantId: 'p-ava',
      FirstName: 'Ava',
      LastInitial: 'B',
      TeamId: 't-4',
      TeamName: 'Room 4',
      LapToken: 'AAAAAAAAAAAA',
      Laps: 2,
      OverMax: 0,
    },
    {
      ParticipantId: 'p-abe',
      FirstName: 'Abe',
      LastInitial: 'D',
      TeamId: 't-5',
      TeamName: 'Room 5',
      LapToken: 'BBBBBBBBBBBB',
      Laps: 0,
      OverMax: 0,
    },
  ],
  ServerTime: '2026-11-27T15:00:00.000Z',
};

const scanOf = (token: string, at: number, scanId = `s-${at}`) => ({ scanId, token, at });

describe('the guess for a scan', () => {
  it('counts the next lap, then a duplicate within the cooldown, then over the maximum', () => {
    const first = guessScan(roster, noLocalLaps, scanOf('AAAAAAAAAAAA', 0));
    expect(first).toMatchObject({ outcome: 'counted', laps: 3, confirmed: false });
    const local = afterGuess(noLocalLaps, first);
    expect(guessScan(roster, local, scanOf('AAAAAAAAAAAA', 19_999))).toMatchObject({
      outcome: 'duplicate',
      laps: 3,
    });
    // At the maximum (3): kept by the server, not counted.
    expect(guessScan(roster, local, scanOf('AAAAAAAAAAAA', 20_000))).toMatchObject({
      outcome: 'over-max',
      laps: 3,
    });
  });

  it('says unknown for a token not on the roster, and waits without a roster', () => {
    expect(guessScan(roster, noLocalLaps, scanOf('ZZZZZZZZZZZZ', 0)).outcome).toBe('unknown-bib');
    expect(guessScan(undefined, noLocalLaps, scanOf('AAAAAAAAAAAA', 0)).outcome).toBe('waiting');
  });

  it("takes the server's outcome and laps, and learns the laps for the next guess", () => {
    const guess = guessScan(roster, noLocalLaps, scanOf('BBBBBBBBBBBB', 0, 'scan-1'));
    const answer: LapResult = {
      ScanId: 'scan-1',
      Op: 'lap',
      Result: 'duplicate',
      ParticipantId: 'p-abe',
      FirstName: 'Abe',
      LastInitial: 'D',
      Laps: 1,
      OverMax: 0,
      DuplicateOf: 'other-phone',
    };
    expect(confirmScan(guess, answer, roster)).toMatchObject({
      outcome: 'duplicate',
      laps: 1,
      confirmed: true,
    });
    const local = afterResults(noLocalLaps, [answer]);
    expect(guessScan(roster, local, scanOf('BBBBBBBBBBBB', 60_000))).toMatchObject({
      outcome: 'counted',
      laps: 2,
    });
  });
});

describe('count by name', () => {
  it('finds runners by the start of their first name or class words', () => {
    expect(searchRunners(roster, 'a').map((runner) => runner.FirstName)).toEqual(['Ava', 'Abe']);
    expect(searchRunners(roster, 'av').map((runner) => runner.FirstName)).toEqual(['Ava']);
    expect(searchRunners(roster, 'room 5').map((runner) => runner.FirstName)).toEqual(['Abe']);
    expect(searchRunners(roster, '  ')).toEqual([]);
  });
});
