import { describe, expect, it } from 'vitest';
import { monthIn } from '../../../src/domain/reports/reconciliation-month';

describe('the month of a charge', () => {
  it('is the event’s month, not UTC’s', () => {
    // 10 pm on April 30 in Chicago (CDT, UTC-5) is already May 1 in UTC.
    expect(monthIn('2026-05-01T03:00:00.000Z', 'America/Chicago')).toBe('2026-04');
    expect(monthIn('2026-05-01T03:00:00.000Z', 'UTC')).toBe('2026-05');
  });

  it('pads the month and crosses the year', () => {
    expect(monthIn(new Date('2026-01-01T04:00:00.000Z'), 'America/New_York')).toBe('2025-12');
    expect(monthIn('2026-09-15T12:00:00.000Z', 'America/Los_Angeles')).toBe('2026-09');
  });
});
