// Whether a Thon's public pages may still name its children. A completed (or processed) Thon
// stops naming them once its end date is more than the retention period behind us, counted in
// the event's own time zone; its totals stay public. PUBLIC_NAMES_RETENTION_DAYS (whole days, 0
// or more) on the functions overrides the catalogue's default.
import { publicNamesRetentionDays } from '@thon/shared/catalog/privacy';
import { publicNamesRetentionDaysName } from '../../platform/environment-names';
import type { EventRecord } from '../../data/repositories/events-repository';
import { todayIn } from '../auth/event-dates';

export const retentionDaysVariable = publicNamesRetentionDaysName;

export function retentionDays(): number {
  const configured = process.env[retentionDaysVariable]?.trim();
  if (!configured || !/^\d+$/.test(configured)) return publicNamesRetentionDays;
  return Number(configured);
}

/** The calendar date `days` after `date` (both YYYY-MM-DD). */
function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export function namesArePublic(
  event: Pick<EventRecord, 'status' | 'endDate' | 'timeZone'>,
  now = new Date(),
): boolean {
  if (event.status !== 'completed' && event.status !== 'processed') return true;
  return todayIn(event.timeZone, now) <= addDays(event.endDate, retentionDays());
}
