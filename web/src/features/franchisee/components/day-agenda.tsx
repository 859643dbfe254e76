// The month as a list per day (the days that have a milestone or a shop order only): the calendar
// on a phone.
import type { CalendarShopOrder } from '../api/franchisee-calls';
import { dayLabel, type DayEntry } from './calendar-day-entries';
import { DayEntries } from './month-grid';

export function DayAgenda({
  caption,
  entries,
  orders,
}: {
  caption: string;
  entries: Map<string, DayEntry[]>;
  orders: Map<string, CalendarShopOrder[]>;
}) {
  const days = [...entries].filter(
    ([day, dayEntries]) => dayEntries.length > 0 || (orders.get(day) ?? []).length > 0,
  );
  return (
    <section className="calendar-agenda" aria-label={`${caption}, day by day`}>
      {days.length === 0 ? (
        <p>No kickoffs, event days or end dates this month.</p>
      ) : (
        <dl>
          {days.map(([day, dayEntries]) => (
            <div key={day}>
              <dt>{dayLabel(day)}</dt>
              <dd>
                <DayEntries entries={dayEntries} orders={orders.get(day) ?? []} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
