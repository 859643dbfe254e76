// When an order must arrive (docs/shop.md "The order"): by default the event day less the longest
// lead time of its lines, in calendar days, so the slowest item can still be made and shipped.
import { addDays } from '../franchises/calendar-range';

/** The default need-by date (yyyy-MM-dd): the event day itself when no line has a lead time. */
export function defaultNeedBy(eventDay: string, leadTimesDays: readonly number[]): string {
  const longest = leadTimesDays.reduce((most, days) => Math.max(most, days), 0);
  return addDays(eventDay, -longest);
}

/** States in which an order no longer waits on the vendor, so it cannot be late. */
const settledStates: ReadonlySet<string> = new Set(['shipped', 'delivered', 'cancelled']);

/**
 * Late: the need-by day has passed (today is after it) and the goods are not on their way. Days are
 * yyyy-MM-dd strings, which compare in calendar order.
 */
export function isLate(needBy: string, status: string, today: string): boolean {
  return needBy < today && !settledStates.has(status);
}
