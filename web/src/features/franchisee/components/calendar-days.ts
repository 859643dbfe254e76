// What the month grid and the list per day show on each day: a Thon's kickoff, event day and end
// date (a Thon spanning months shows the milestones that fall in this month), in start date order,
// and the shop orders needed by that day.
import { daysOf } from '@thon/shared/franchises/calendar-range';
import type { CalendarShopOrder, CalendarThon } from '../api/franchisee-calls';

export type Milestone = 'Kickoff' | 'Event day' | 'Ends';

export interface DayEntry {
  thon: CalendarThon;
  milestones: Milestone[];
}

export function milestonesOn(thon: CalendarThon, day: string): Milestone[] {
  const milestones: Milestone[] = [];
  if (thon.StartDate === day) milestones.push('Kickoff');
  if (thon.EventDate === day) milestones.push('Event day');
  // The event day is the end date today: say it once.
  if (thon.EndDate === day && thon.EventDate !== day) milestones.push('Ends');
  return milestones;
}

/** Each day of the range with the Thons having a milestone on it. */
export function entriesByDay(
  thons: readonly CalendarThon[],
  from: string,
  to: string,
): Map<string, DayEntry[]> {
  const byDay = new Map<string, DayEntry[]>();
  for (const day of daysOf(from, to)) {
    const entries = thons
      .map((thon) => ({ thon, milestones: milestonesOn(thon, day) }))
      .filter((entry) => entry.milestones.length > 0);
    byDay.set(day, entries);
  }
  return byDay;
}

/** Each day of the range with the shop orders needed by it. */
export function shopOrdersByDay(
  orders: readonly CalendarShopOrder[],
  from: string,
  to: string,
): Map<string, CalendarShopOrder[]> {
  return new Map(daysOf(from, to).map((day) => [day, orders.filter((order) => order.NeedBy === day)]));
}

/** The weeks (Sunday to Saturday) covering a month; days outside it are null. */
export function monthWeeks(from: string, to: string): (string | null)[][] {
  const days = daysOf(from, to);
  const lead = new Date(`${from}T00:00:00Z`).getUTCDay();
  const cells: (string | null)[] = [...Array.from({ length: lead }, () => null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}
