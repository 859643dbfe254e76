import { afterEach, describe, expect, it } from 'vitest';
import {
  displayDateFormat,
  displayDateTimeFormat,
  formatDisplayCalendarDate,
  formatDisplayDate,
  formatDisplayDateTime,
  isKnownTimeZone,
} from '@thon/shared/catalog/display-format';

const at = (iso: string) => new Date(iso);

// [instant, zone, date, date-time]: all but the last row use zones other than the machine's
// (UTC here); the New York and London rows straddle a daylight-saving change.
const rows: [string, string, string, string][] = [
  ['2024-03-10T06:59:00Z', 'America/New_York', '03/10/2024', '03/10/2024 01:59 AM'],
  ['2024-03-10T07:00:00Z', 'America/New_York', '03/10/2024', '03/10/2024 03:00 AM'],
  ['2024-11-03T05:30:00Z', 'America/New_York', '11/03/2024', '11/03/2024 01:30 AM'],
  ['2024-11-03T06:30:00Z', 'America/New_York', '11/03/2024', '11/03/2024 01:30 AM'],
  ['2024-11-03T07:30:00Z', 'America/New_York', '11/03/2024', '11/03/2024 02:30 AM'],
  ['2024-03-31T00:59:00Z', 'Europe/London', '03/31/2024', '03/31/2024 12:59 AM'],
  ['2024-03-31T01:00:00Z', 'Europe/London', '03/31/2024', '03/31/2024 02:00 AM'],
  ['2024-12-31T20:00:00Z', 'Asia/Kolkata', '01/01/2025', '01/01/2025 01:30 AM'],
  ['2024-12-31T11:00:00Z', 'Pacific/Auckland', '01/01/2025', '01/01/2025 12:00 AM'],
  ['2025-01-01T04:59:00Z', 'America/Chicago', '12/31/2024', '12/31/2024 10:59 PM'],
  ['2024-07-04T16:00:00Z', 'UTC', '07/04/2024', '07/04/2024 04:00 PM'],
];

describe('display formats', () => {
  const machineZone = process.env.TZ;
  afterEach(() => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });

  it('are the spec patterns', () => {
    expect(displayDateFormat).toBe('MM/dd/yyyy');
    expect(displayDateTimeFormat).toBe('MM/dd/yyyy hh:mm a');
  });

  it.each(rows)('%s in %s', (iso, zone, date, dateTime) => {
    expect(formatDisplayDate(at(iso), zone)).toBe(date);
    expect(formatDisplayDateTime(at(iso), zone)).toBe(dateTime);
    expect(formatDisplayDateTime(at(iso).getTime(), zone)).toBe(dateTime);
  });

  it.each(['Pacific/Kiritimati', 'America/Los_Angeles'])('ignores the machine time zone (%s)', (machine) => {
    process.env.TZ = machine;
    // Proves the machine zone really changed for this process.
    expect(at('2024-07-04T16:00:00Z').getHours()).not.toBe(16);
    for (const [iso, zone, date, dateTime] of rows) {
      expect(formatDisplayDate(at(iso), zone)).toBe(date);
      expect(formatDisplayDateTime(at(iso), zone)).toBe(dateTime);
    }
  });

  it('rejects an unknown time zone by name', () => {
    expect(isKnownTimeZone('America/Denver')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(() => formatDisplayDate(at('2024-01-01T00:00:00Z'), 'Mars/Olympus')).toThrow(
      new RangeError('Unknown time zone: Mars/Olympus'),
    );
  });

  it('rejects an invalid instant', () => {
    expect(() => formatDisplayDateTime(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });
});

describe('calendar dates', () => {
  const machineZone = process.env.TZ;
  afterEach(() => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });

  it.each(['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles'])(
    'read MM/dd/yyyy on a machine in %s',
    (machine) => {
      process.env.TZ = machine;
      expect(formatDisplayCalendarDate('2024-03-10')).toBe('03/10/2024');
      expect(formatDisplayCalendarDate('2024-12-31')).toBe('12/31/2024');
      expect(formatDisplayCalendarDate('2025-01-01')).toBe('01/01/2025');
    },
  );

  it.each(['', '2024-3-10', '2024-02-30', '03/10/2024', '2024-03-10T00:00:00Z'])(
    'show text that is not a yyyy-MM-dd date as it came (%j)',
    (text) => expect(formatDisplayCalendarDate(text)).toBe(text),
  );
});
