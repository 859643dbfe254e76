// GetFranchiseCalendar: a franchise's Thons running on any day of a month or a date range, and the
// shop orders needed by a day of it (calendar-shop-orders.ts). A Thon starting before the range
// and running into it is shown, so the Query reads start dates from `longestThonDays` before the
// range (calendar-range.ts) and keeps those still running.
import type {
  CalendarThon,
  FranchiseCalendar,
  FranchiseCalendarQuery,
} from '@thon/shared/api/schemas/franchisee';
import { calendarQueryRange, monthRange, runsWithin } from '@thon/shared/franchises/calendar-range';
import type { EventRecord } from '../../data/repositories/events-repository';
import { canReadFranchiseCalendar } from '../access/scope';
import type { Caller } from '../caller';
import { eventStatusOnTheWire } from '../events/event-status-wire';
import { calendarShopOrders } from './calendar-shop-orders';
import { franchiseAndCallerInScope } from './franchise-in-scope';
import { franchiseThonsStarting } from './franchise-thons';
import type { FranchiseePorts } from './ports';

/**
 * The Thon has no event day of its own yet: its run is the programme's last day (units are
 * recorded, then it completes), so the end date is shown as the event day.
 */
export function eventDayOf(thon: Pick<EventRecord, 'endDate'>): string {
  return thon.endDate;
}

export function calendarThonOf(thon: EventRecord): CalendarThon {
  return {
    EventId: thon.eventId,
    Name: thon.name,
    StartDate: thon.startDate,
    EventDate: eventDayOf(thon),
    EndDate: thon.endDate,
    OrganizationId: thon.organizationId,
    OrganizationName: thon.organizationName ?? '',
    ParticipantCount: thon.participantCount ?? 0,
    Status: eventStatusOnTheWire[thon.status],
  };
}

function rangeOf(query: FranchiseCalendarQuery, nowMs: number): { from: string; to: string } {
  if (query.From !== undefined && query.To !== undefined) return { from: query.From, to: query.To };
  return monthRange(query.Month ?? new Date(nowMs).toISOString().slice(0, 7));
}

export async function getFranchiseCalendar(
  deps: Pick<FranchiseePorts, 'users' | 'franchisee' | 'feeds' | 'clock'>,
  caller: Caller,
  query: FranchiseCalendarQuery,
): Promise<FranchiseCalendar> {
  const { franchiseId, scoped } = await franchiseAndCallerInScope(
    deps,
    caller,
    query.FranchiseId,
    canReadFranchiseCalendar,
  );
  const { from, to } = rangeOf(query, deps.clock.nowMs());
  // The feed is the franchise's own (its secret address); a vendor reading the calendar has none.
  const [thons, feeds, shopOrders] = await Promise.all([
    franchiseThonsStarting(deps, franchiseId, calendarQueryRange(from, to)),
    caller.role === 'vendor' ? [] : deps.feeds.listCalendarFeedsOfFranchise(franchiseId),
    calendarShopOrders(deps, scoped, franchiseId, { from, to }),
  ]);
  const feed = feeds.at(-1);
  return {
    FranchiseId: franchiseId,
    From: from,
    To: to,
    Thons: thons.filter((thon) => runsWithin(thon, from, to)).map(calendarThonOf),
    ShopOrders: shopOrders,
    Feed: feed ? { CreatedAt: feed.createdAt } : null,
  };
}
