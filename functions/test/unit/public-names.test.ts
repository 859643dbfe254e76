import { afterEach, describe, expect, it } from 'vitest';
import { publicNamesRetentionDays } from '@thon/shared/catalog/privacy';
import { namesArePublic, retentionDays, retentionDaysVariable } from '../../src/domain/events/public-names';

const event = { status: 'completed' as const, endDate: '2026-05-01', timeZone: 'America/Chicago' };
/** Noon UTC: 7 a.m. in Chicago, the same calendar day. */
const on = (date: string) => new Date(`${date}T12:00:00Z`);

afterEach(() => {
  Reflect.deleteProperty(process.env, retentionDaysVariable);
});

describe('namesArePublic', () => {
  it(`names children until ${publicNamesRetentionDays} days after the end date of a completed Thon`, () => {
    expect(namesArePublic(event, on('2026-05-31'))).toBe(true);
    expect(namesArePublic(event, on('2026-06-01'))).toBe(false);
    expect(namesArePublic({ ...event, status: 'processed' }, on('2027-01-01'))).toBe(false);
  });

  it("counts days in the event's own time zone", () => {
    // 03:00 UTC on June 1st is still May 31st in Chicago.
    expect(namesArePublic(event, new Date('2026-06-01T03:00:00Z'))).toBe(true);
  });

  it('keeps naming them while the Thon is draft or live, whatever its dates', () => {
    expect(namesArePublic({ ...event, status: 'live' }, on('2027-01-01'))).toBe(true);
    expect(namesArePublic({ ...event, status: 'draft' }, on('2027-01-01'))).toBe(true);
  });

  it('takes the period from PUBLIC_NAMES_RETENTION_DAYS; anything but whole days keeps the default', () => {
    process.env[retentionDaysVariable] = '0';
    expect(namesArePublic(event, on('2026-05-01'))).toBe(true);
    expect(namesArePublic(event, on('2026-05-02'))).toBe(false);
    process.env[retentionDaysVariable] = '90';
    expect(retentionDays()).toBe(90);
    for (const invalid of ['', '-1', '2.5', 'thirty']) {
      process.env[retentionDaysVariable] = invalid;
      expect(retentionDays()).toBe(publicNamesRetentionDays);
    }
  });
});
