// The franchise calendar's date arithmetic, on calendar dates (YYYY-MM-DD, the Thons' own days, no
// time zone): a month's first and last day, the days a range covers, and whether a Thon runs on any
// day of a range. Pure, so the API's Query and the web's month grid agree on the same days.

/**
 * How far before a range the calendar's Query starts: a Thon starting earlier than this and still
 * running into the range is not shown. Thons are two-week programmes; a quarter leaves room for
 * long ones while a month stays one small key range (a Thon's length is not capped elsewhere).
 */
export const longestThonDays = 92;

const dayMs = 86_400_000;

function utcDay(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return isoDay(utcDay(date) + days * dayMs);
}

/** The first and last day of a month (YYYY-MM). */
export function monthRange(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month before or after (delta months away). */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, monthNumber - 1 + delta, 1));
  return shifted.toISOString().slice(0, 7);
}

/** Every day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = utcDay(from); day <= utcDay(to); day += dayMs) days.push(isoDay(day));
  return days;
}

/** The start-date key range the calendar reads for a range of days. */
export function calendarQueryRange(from: string, to: string): { fromDate: string; toDate: string } {
  return { fromDate: addDays(from, -longestThonDays), toDate: to };
}

/** True when a Thon (start to end, both included) runs on any day of the range. */
export function runsWithin(thon: { startDate: string; endDate: string }, from: string, to: string): boolean {
  return thon.startDate <= to && thon.endDate >= from;
}
