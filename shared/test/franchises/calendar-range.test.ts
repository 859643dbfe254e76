import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarQueryRange,
  daysOf,
  longestThonDays,
  monthRange,
  runsWithin,
  shiftMonth,
} from '../../src/franchises/calendar-range';

describe('calendar range', () => {
  it('gives a month its first and last day, leap years included', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2027-02')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(monthRange('2027-12')).toEqual({ from: '2027-12-01', to: '2027-12-31' });
  });

  it('moves between months across a year', () => {
    expect(shiftMonth('2027-12', 1)).toBe('2028-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });

  it('lists the days of a range and adds days across months', () => {
    expect(daysOf('2027-02-27', '2027-03-02')).toEqual([
      '2027-02-27',
      '2027-02-28',
      '2027-03-01',
      '2027-03-02',
    ]);
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('reads start dates from the longest Thon before the range, up to its last day', () => {
    expect(calendarQueryRange('2027-05-01', '2027-05-31')).toEqual({
      fromDate: addDays('2027-05-01', -longestThonDays),
      toDate: '2027-05-31',
    });
  });

  it('keeps a Thon running on any day of the range, one spanning two months in both', () => {
    const spanning = { startDate: '2027-04-26', endDate: '2027-05-07' };
    expect(runsWithin(spanning, '2027-04-01', '2027-04-30')).toBe(true);
    expect(runsWithin(spanning, '2027-05-01', '2027-05-31')).toBe(true);
    expect(runsWithin(spanning, '2027-06-01', '2027-06-30')).toBe(false);
    expect(runsWithin({ startDate: '2027-03-01', endDate: '2027-03-31' }, '2027-04-01', '2027-04-30')).toBe(
      false,
    );
  });
});
