// The month as a table: a column per weekday, a cell per day listing the Thons with a milestone
// that day (kickoff, event day, end). A screen reader reads it as a table; on a phone it is
// replaced by the list per day (franchisee.css).
import { weekdayNames, type DayEntry } from './calendar-day-entries';
import { monthWeeks } from './calendar-days';

export function MonthGrid({
  caption,
  from,
  to,
  entries,
}: {
  caption: string;
  from: string;
  to: string;
  entries: Map<string, DayEntry[]>;
}) {
  return (
    <table className="calendar-grid">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {weekdayNames.map((name) => (
            <th key={name} scope="col" abbr={name}>
              {name.slice(0, 3)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(from, to).map((week) => (
          <tr key={week.find((day) => day !== null) ?? 'week'}>
            {week.map((day, index) =>
              day === null ? (
                <td key={`empty-${index}`} className="calendar-outside" />
              ) : (
                <td key={day}>
                  <span className="calendar-day-number">{Number(day.slice(8))}</span>
                  <DayEntries entries={entries.get(day) ?? []} />
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function DayEntries({ entries }: { entries: readonly DayEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <ul className="calendar-entries">
      {entries.map(({ thon, milestones }) => (
        <li key={thon.EventId}>
          {milestones.join(', ')}: {thon.Name}
          {thon.OrganizationName ? ` (${thon.OrganizationName})` : ''}
        </li>
      ))}
    </ul>
  );
}
