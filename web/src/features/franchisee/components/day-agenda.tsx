// The month as a list per day (the days that have a milestone only): the calendar on a phone.
import { dayLabel, type DayEntry } from './calendar-day-entries';
import { DayEntries } from './month-grid';

export function DayAgenda({ caption, entries }: { caption: string; entries: Map<string, DayEntry[]> }) {
  const days = [...entries].filter(([, dayEntries]) => dayEntries.length > 0);
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
                <DayEntries entries={dayEntries} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
