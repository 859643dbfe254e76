// The month as a table: a column per weekday, a cell per day listing the Thons with a milestone
// that day (kickoff, event day, end) and the shop orders needed by it. A screen reader reads it as a table; on a phone it is
// replaced by the list per day (franchisee.css).
import { Link } from 'react-router';
import type { CalendarShopOrder } from '../api/franchisee-calls';
import { weekdayNames, type DayEntry } from './calendar-day-entries';
import { monthWeeks } from './calendar-days';

export function MonthGrid({
  caption,
  from,
  to,
  entries,
  orders,
}: {
  caption: string;
  from: string;
  to: string;
  entries: Map<string, DayEntry[]>;
  orders: Map<string, CalendarShopOrder[]>;
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
                  <DayEntries entries={entries.get(day) ?? []} orders={orders.get(day) ?? []} />
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function DayEntries({
  entries,
  orders,
}: {
  entries: readonly DayEntry[];
  orders: readonly CalendarShopOrder[];
}) {
  if (entries.length === 0 && orders.length === 0) return null;
  return (
    <ul className="calendar-entries">
      {entries.map(({ thon, milestones }) => (
        <li key={thon.EventId}>
          {milestones.join(', ')}: {thon.Name}
          {thon.OrganizationName ? ` (${thon.OrganizationName})` : ''}
        </li>
      ))}
      {orders.map((order) => (
        <li key={order.OrderId}>
          Shop order needed:{' '}
          <Link to={`/shop/orderdetail?id=${encodeURIComponent(order.OrderId)}`}>
            {order.VendorName} for {order.ThonName}
          </Link>{' '}
          ({order.Status.replace(/-/g, ' ')})
        </li>
      ))}
    </ul>
  );
}
