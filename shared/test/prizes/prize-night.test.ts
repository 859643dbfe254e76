// Which night the prize lock fixes (shared/src/prizes/prize-night.ts): the local day that ended at
// the last midnight in the Thon's time zone, across offsets and daylight-saving changes, and the
// nights a Thon locks (its start date to a week after its end date, across month and year ends).
import { describe, expect, it } from 'vitest';
import { localDate, locksNight, nightDue } from '../../src/prizes/prize-night';

const at = (iso: string) => new Date(iso);

describe('nightDue', () => {
  it('is the day that ended at the last local midnight', () => {
    // New York in May is UTC-4: 04:05Z is 00:05, 03:55Z is 23:55 the day before.
    expect(nightDue(at('2026-05-02T04:05:00Z'), 'America/New_York')).toBe('2026-05-01');
    expect(nightDue(at('2026-05-02T03:55:00Z'), 'America/New_York')).toBe('2026-04-30');
    // Auckland in May is UTC+12: its midnight comes half a day before New York's.
    expect(nightDue(at('2026-05-01T12:30:00Z'), 'Pacific/Auckland')).toBe('2026-05-01');
    expect(nightDue(at('2026-05-01T11:30:00Z'), 'Pacific/Auckland')).toBe('2026-04-30');
    expect(nightDue(at('2026-05-02T07:10:00Z'), 'America/Los_Angeles')).toBe('2026-05-01');
  });

  it('follows the clock change: the spring-forward and fall-back nights lock once, at local midnight', () => {
    // 8 March 2026: New York springs forward at 02:00; the next midnight is 04:00Z (UTC-4).
    expect(nightDue(at('2026-03-09T03:59:00Z'), 'America/New_York')).toBe('2026-03-07');
    expect(nightDue(at('2026-03-09T04:01:00Z'), 'America/New_York')).toBe('2026-03-08');
    // 02:30 local the next day, an hour that exists (the skipped hour was the day before).
    expect(nightDue(at('2026-03-09T06:30:00Z'), 'America/New_York')).toBe('2026-03-08');
    // 1 November 2026: it falls back at 02:00; the next midnight is 05:00Z (UTC-5).
    expect(nightDue(at('2026-11-02T04:59:00Z'), 'America/New_York')).toBe('2026-10-31');
    expect(nightDue(at('2026-11-02T05:01:00Z'), 'America/New_York')).toBe('2026-11-01');
  });

  it('is the day before the local date', () => {
    const now = at('2026-12-31T23:30:00Z');
    expect(localDate(now, 'Pacific/Auckland')).toBe('2027-01-01');
    expect(nightDue(now, 'Pacific/Auckland')).toBe('2026-12-31');
    expect(localDate(now, 'America/New_York')).toBe('2026-12-31');
    expect(nightDue(now, 'America/New_York')).toBe('2026-12-30');
  });
});

describe('locksNight', () => {
  it('locks from the start date to seven days after the end date, both included', () => {
    expect(locksNight('2026-04-30', '2026-05-01', '2026-05-03')).toBe(false);
    expect(locksNight('2026-05-01', '2026-05-01', '2026-05-03')).toBe(true);
    expect(locksNight('2026-05-03', '2026-05-01', '2026-05-03')).toBe(true);
    expect(locksNight('2026-05-10', '2026-05-01', '2026-05-03')).toBe(true);
    expect(locksNight('2026-05-11', '2026-05-01', '2026-05-03')).toBe(false);
  });

  it('counts the week after across a month and a year end', () => {
    expect(locksNight('2027-01-04', '2026-12-20', '2026-12-28')).toBe(true);
    expect(locksNight('2027-01-05', '2026-12-20', '2026-12-28')).toBe(false);
    expect(locksNight('2026-03-07', '2026-02-27', '2026-02-28')).toBe(true);
    expect(locksNight('2026-03-08', '2026-02-27', '2026-02-28')).toBe(false);
  });

  it('locks a one-day Thon on its day and the week after', () => {
    expect(locksNight('2026-06-01', '2026-06-01', '2026-06-01')).toBe(true);
    expect(locksNight('2026-06-08', '2026-06-01', '2026-06-01')).toBe(true);
    expect(locksNight('2026-06-09', '2026-06-01', '2026-06-01')).toBe(false);
  });
});
