// /shop/franchiseecalander (the spec's spelling): the franchise's Thons on a month calendar and as a
// list (kickoff, event day, end date, school, participants), the months one link apart, and the
// franchise's iCalendar feed. A super admin names the franchise (?franchise=); a vendor reads the
// franchises their vendor serves (no feed; several: a picker), and one serving none is told so.
import { Link, useLoaderData } from 'react-router';
import { shiftMonth } from '@thon/shared/franchises/calendar-range';
import {
  calendarNotForVendorsYet,
  chooseFranchiseForCalendar,
} from '@thon/shared/catalog/franchisee-messages';
import { useSignedInSession } from '../../../lib/session-route';
import { monthLabel } from '../components/calendar-day-entries';
import { entriesByDay, shopOrdersByDay } from '../components/calendar-days';
import { CalendarFeedPanel } from '../components/calendar-feed-panel';
import { DayAgenda } from '../components/day-agenda';
import { FranchisePicker } from '../components/franchise-picker';
import { MonthGrid } from '../components/month-grid';
import { ThonList } from '../components/thon-list';
import '../components/franchisee.css';
import type { CalendarPageData, CalendarView } from './calendar-loader';

const title = 'Franchise calendar';

function placeOf(month: string, view: CalendarView, franchiseId: string | undefined): string {
  const params = new URLSearchParams({ month });
  if (view === 'list') params.set('view', 'list');
  if (franchiseId) params.set('franchise', franchiseId);
  return `?${params.toString()}`;
}

export function FranchiseCalendarPage() {
  const data = useLoaderData() as CalendarPageData;
  const session = useSignedInSession();
  if (data.kind !== 'calendar') {
    return (
      <>
        <title>{`${title} · Thon`}</title>
        <h1>{title}</h1>
        {data.kind === 'vendor' ? (
          <p>{calendarNotForVendorsYet}</p>
        ) : (
          <p>
            {chooseFranchiseForCalendar} <Link to="/admin/franchises">Franchises</Link>
          </p>
        )}
      </>
    );
  }
  const { month, view, franchiseId, calendar, franchises } = data;
  const caption = `Thons in ${monthLabel(month)}`;
  const entries = entriesByDay(calendar.Thons, calendar.From, calendar.To);
  const orders = shopOrdersByDay(calendar.ShopOrders, calendar.From, calendar.To);
  return (
    <>
      <title>{`${title}, ${monthLabel(month)} · Thon`}</title>
      <h1>{title}</h1>
      {/* A vendor serving several franchises picks one; the answer names the one shown. */}
      {franchises.length > 1 && (
        <FranchisePicker franchises={franchises} current={calendar.FranchiseId} month={month} view={view} />
      )}
      <nav className="calendar-nav" aria-label="Month and view">
        <Link to={placeOf(shiftMonth(month, -1), view, franchiseId)}>
          Previous month<span className="visually-hidden">: {monthLabel(shiftMonth(month, -1))}</span>
        </Link>
        <strong aria-live="polite">{monthLabel(month)}</strong>
        <Link to={placeOf(shiftMonth(month, 1), view, franchiseId)}>
          Next month<span className="visually-hidden">: {monthLabel(shiftMonth(month, 1))}</span>
        </Link>
        <Link to={placeOf(month, 'grid', franchiseId)} aria-current={view === 'grid' ? 'page' : undefined}>
          Calendar
        </Link>
        <Link to={placeOf(month, 'list', franchiseId)} aria-current={view === 'list' ? 'page' : undefined}>
          List
        </Link>
      </nav>
      {view === 'grid' ? (
        <>
          <MonthGrid
            caption={caption}
            from={calendar.From}
            to={calendar.To}
            entries={entries}
            orders={orders}
          />
          <DayAgenda caption={caption} entries={entries} orders={orders} />
        </>
      ) : (
        <ThonList caption={caption} thons={calendar.Thons} />
      )}
      <CalendarFeedPanel
        {...(franchiseId ? { franchiseId } : {})}
        feedCreatedAt={calendar.Feed?.CreatedAt ?? null}
        canManage={session.Role === 'super-admin' || session.Role === 'franchisee-user'}
      />
    </>
  );
}
