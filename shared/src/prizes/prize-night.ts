// Which night the prize lock fixes (docs/prizes.md): at midnight in the Thon's time zone the day
// just ended is locked. The lock runs for the nights from the Thon's start date to a week after its
// end date (late gifts still move levels while prizes are handed out).
import { TZDate } from '@date-fns/tz';
import { addDays, format, subDays } from 'date-fns';

/** Days after the end date that still get a nightly lock. */
export const lockDaysAfterEnd = 7;

/** The calendar date (YYYY-MM-DD) it is at `now` in `timeZone`. */
export function localDate(now: Date, timeZone: string): string {
  return format(new TZDate(now.getTime(), timeZone), 'yyyy-MM-dd');
}

/** The night due at `now`: the local day that ended at the last midnight in `timeZone`. */
export function nightDue(now: Date, timeZone: string): string {
  return format(subDays(new TZDate(now.getTime(), timeZone), 1), 'yyyy-MM-dd');
}

/** Whether a Thon running startDate..endDate (local dates) locks the night `night`. */
export function locksNight(night: string, startDate: string, endDate: string): boolean {
  const lastNight = format(addDays(new Date(`${endDate}T12:00:00Z`), lockDaysAfterEnd), 'yyyy-MM-dd');
  return night >= startDate && night <= lastNight;
}
