// Event dates are calendar dates in the event's own time zone: an event ending 2026-05-01 in
// Chicago is open until midnight Chicago time, wherever the server or the child is.
import { TZDate } from '@date-fns/tz';

export function todayIn(timeZone: string, now: Date): string {
  const local = new TZDate(now.getTime(), timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** Whether the event's last day is over at `now` (a caller on ports passes its clock's time). */
export function hasEnded(endDate: string, timeZone: string, now = new Date()): boolean {
  return todayIn(timeZone, now) > endDate;
}
