// The time zone dates are written in for the person who asked (spec sections 5 and 7): the
// X-Time-Zone header every web request carries (web/src/lib/api-client.ts), when it names a zone
// the runtime knows. Without one (another client, a forged value) the text is in UTC and says so.
// Work done without a request (the share reminders, pledge processing) has no header: it writes a
// Thon's calendar dates as they are (a day, in the event's own TimeZone) and no instants.
import { sessionHeaders } from '@thon/shared/api/schemas/session';
import { isKnownTimeZone } from '@thon/shared/catalog/display-format';

export const fallbackTimeZone = 'UTC';

/** Longer than any IANA name; a longer header is not one. */
const maxTimeZoneLength = 64;

export function viewerTimeZone(event: { headers?: Record<string, string | undefined> }): string {
  const given = event.headers?.[sessionHeaders.timeZone]?.trim() ?? '';
  if (!given || given.length > maxTimeZoneLength || !isKnownTimeZone(given)) return fallbackTimeZone;
  return given;
}
