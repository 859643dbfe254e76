// The month a reconciliation row counts a charge in: the event's own month, not the server's. A
// Chicago school charged at 10 pm on April 30 closes April's books with it, though it is already
// May in UTC.
import { TZDate } from '@date-fns/tz';

/** yyyy-MM of `instant` in `timeZone` (an IANA name, e.g. 'America/Chicago'). */
export function monthIn(instant: Date | string, timeZone: string): string {
  const local = new TZDate(new Date(instant).getTime(), timeZone);
  return `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}`;
}
