// Whether a Thon's pages still name its children: through the retention period's last day after
// a completed Thon's end date, counted in the event's time zone; always while draft or live.
import { describe, expect, it } from 'vitest';
import { namesArePublic, namesPublicOn } from '../../../src/domain/events/public-names';
import { FixedClock } from '../../support/in-memory/clock';

const event = { status: 'completed' as const, endDate: '2026-05-01', timeZone: 'America/Chicago' };
/** Noon UTC: 7 a.m. in Chicago, the same calendar day. */
const on = (date: string) => new Date(`${date}T12:00:00Z`);
const retention = (days: number) => ({ publicNamesRetentionDays: () => days });

describe('namesPublicOn', () => {
  it('names children through the last day of the period after the end date of a completed Thon', () => {
    expect(namesPublicOn(event, 30, on('2026-05-31'))).toBe(true);
    expect(namesPublicOn(event, 30, on('2026-06-01'))).toBe(false);
    expect(namesPublicOn({ ...event, status: 'processed' }, 30, on('2027-01-01'))).toBe(false);
  });

  it('with a period of 0 days, names them on the end date only', () => {
    expect(namesPublicOn(event, 0, on('2026-05-01'))).toBe(true);
    expect(namesPublicOn(event, 0, on('2026-05-02'))).toBe(false);
  });

  it("counts days in the event's own time zone", () => {
    // 03:00 UTC on June 1st is still May 31st in Chicago; 23:00 on May 31st in Tokyo is June 1st.
    expect(namesPublicOn(event, 30, new Date('2026-06-01T03:00:00Z'))).toBe(true);
    expect(namesPublicOn({ ...event, timeZone: 'Asia/Tokyo' }, 30, new Date('2026-05-31T23:00:00Z'))).toBe(
      false,
    );
  });

  it('keeps naming them while the Thon is draft or live, whatever its dates', () => {
    expect(namesPublicOn({ ...event, status: 'live' }, 0, on('2027-01-01'))).toBe(true);
    expect(namesPublicOn({ ...event, status: 'draft' }, 0, on('2027-01-01'))).toBe(true);
  });
});

describe('namesArePublic', () => {
  it("reads the period from the privacy settings and today's date from the clock", () => {
    const clock = new FixedClock(on('2026-05-10').getTime());

    expect(namesArePublic({ privacy: retention(9), clock }, event)).toBe(true);
    expect(namesArePublic({ privacy: retention(8), clock }, event)).toBe(false);
    clock.advance(24 * 60 * 60 * 1000);
    expect(namesArePublic({ privacy: retention(9), clock }, event)).toBe(false);
  });
});
