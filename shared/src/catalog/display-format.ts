// How dates and times are shown (spec section 5). Dates are formatted in the
// viewer's IANA time zone (the X-Time-Zone header on the server), never the machine's.
import { format, isMatch, parse } from 'date-fns';
import { tz } from '@date-fns/tz';

export const displayDateFormat = 'MM/dd/yyyy';
export const displayDateTimeFormat = 'MM/dd/yyyy hh:mm a';

/** True when the runtime knows the time zone name (e.g. 'America/Chicago'). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function formatIn(instant: Date | number, timeZone: string, pattern: string): string {
  // date-fns would report an unknown zone as "Invalid time value"; name the real problem.
  if (!isKnownTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return format(instant, pattern, { in: tz(timeZone) });
}

/** e.g. '03/10/2024' */
export function formatDisplayDate(instant: Date | number, timeZone: string): string {
  return formatIn(instant, timeZone, displayDateFormat);
}

/** e.g. '03/10/2024 03:00 AM' */
export function formatDisplayDateTime(instant: Date | number, timeZone: string): string {
  return formatIn(instant, timeZone, displayDateTimeFormat);
}

/** How the API writes a calendar date (a Thon's StartDate, say): the date picker's format. */
const calendarDateFormat = 'yyyy-MM-dd';

/**
 * A calendar date the API sends as yyyy-MM-dd, e.g. '2024-03-10' → '03/10/2024'. A day, not an
 * instant, so no time zone moves it. Text that is not such a date is shown as it came.
 */
export function formatDisplayCalendarDate(isoDate: string): string {
  if (isoDate.length !== calendarDateFormat.length || !isMatch(isoDate, calendarDateFormat)) return isoDate;
  return format(parse(isoDate, calendarDateFormat, new Date()), displayDateFormat);
}
