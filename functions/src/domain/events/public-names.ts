// Whether a Thon's public pages may still name its children. A completed (or processed) Thon
// stops naming them once its end date is more than the retention period behind us, counted in
// the event's own time zone; its totals stay public. The period is a deployment's privacy setting.
import type { EventRecord } from '../../data/repositories/events-repository';
import { todayIn } from '../auth/event-dates';
import type { Clock } from '../ports/clock';
import type { PrivacySettings } from '../ports/privacy-settings';

/** The retention period and today's date. */
export type PublicNamesDeps = { privacy: PrivacySettings; clock: Pick<Clock, 'nowMs'> };

/** The calendar date `days` after `date` (both YYYY-MM-DD). */
function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The rule itself: names stay public through the `retentionDays`-th day after the end date. */
export function namesPublicOn(
  event: Pick<EventRecord, 'status' | 'endDate' | 'timeZone'>,
  retentionDays: number,
  now: Date,
): boolean {
  if (event.status !== 'completed' && event.status !== 'processed') return true;
  return todayIn(event.timeZone, now) <= addDays(event.endDate, retentionDays);
}

export function namesArePublic(
  deps: PublicNamesDeps,
  event: Pick<EventRecord, 'status' | 'endDate' | 'timeZone'>,
): boolean {
  return namesPublicOn(event, deps.privacy.publicNamesRetentionDays(), new Date(deps.clock.nowMs()));
}
