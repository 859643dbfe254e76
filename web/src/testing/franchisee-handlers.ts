// msw handlers for the franchisee pages' calls: an in-memory fake of the calendar (Thons filtered
// to the month asked, as the API keeps those running on any of its days), the feed (one per
// franchise, its address answered once) and the dashboard. Tests add them with
// server.use(...franchiseeApi().handlers) and read what was sent from the returned object.
import { http, HttpResponse } from 'msw';
import { franchiseeRoutes } from '@thon/shared/api/routes/franchisee';
import type {
  CalendarShopOrder,
  CalendarThon,
  FranchiseDashboard,
} from '@thon/shared/api/schemas/franchisee';
import { monthRange, runsWithin } from '@thon/shared/franchises/calendar-range';
import { mswPath } from './handlers';

export function calendarShopOrderFixture(overrides: Partial<CalendarShopOrder> = {}): CalendarShopOrder {
  return {
    OrderId: 'order-ribbons',
    NeedBy: '2031-05-05',
    VendorName: 'Ribbon Works',
    ThonId: 'thon-maple',
    ThonName: 'Maple Fun Run',
    Status: 'partially-shipped',
    ...overrides,
  };
}

export function calendarThonFixture(overrides: Partial<CalendarThon> = {}): CalendarThon {
  return {
    EventId: 'thon-maple',
    Name: 'Maple Fun Run',
    StartDate: '2031-04-26',
    EventDate: '2031-05-07',
    EndDate: '2031-05-07',
    OrganizationId: 'org-maple',
    OrganizationName: 'Maple Elementary',
    ParticipantCount: 240,
    Status: 'live',
    ...overrides,
  };
}

export function dashboardFixture(overrides: Partial<FranchiseDashboard> = {}): FranchiseDashboard {
  const thon = {
    EventId: 'thon-maple',
    Name: 'Maple Fun Run',
    StartDate: '2031-04-26',
    EndDate: '2031-05-07',
    OrganizationName: 'Maple Elementary',
    Status: 'live' as const,
  };
  return {
    FranchiseId: 'fr-north-texas',
    Today: '2031-05-05',
    UpcomingCount: 0,
    LiveCount: 1,
    CompletedCount: 0,
    Upcoming: [],
    Live: [thon],
    Completed: [],
    RaisedCents: 123_450,
    PledgedCents: 50_000,
    TotalsThonCount: 1,
    TotalsPartial: false,
    Attention: {
      PayoutNotConnected: [{ OrganizationId: 'org-oak', OrganizationName: 'Oak Middle School' }],
      FailedCharges: 2,
      UnitsNotRecorded: 17,
      EndingThisWeek: [thon],
    },
    ...overrides,
  };
}

export function franchiseeApi(
  options: {
    thons?: CalendarThon[];
    shopOrders?: CalendarShopOrder[];
    feedCreatedAt?: string | null;
    dashboard?: FranchiseDashboard;
  } = {},
) {
  const thons = options.thons ?? [calendarThonFixture()];
  const shopOrders = options.shopOrders ?? [];
  let feedCreatedAt = options.feedCreatedAt ?? null;
  let feeds = 0;
  const sent = {
    calendars: [] as Record<string, string>[],
    creates: [] as unknown[],
    revokes: [] as unknown[],
    dashboards: [] as Record<string, string>[],
  };
  const handlers = [
    http.get(mswPath(franchiseeRoutes.getFranchiseCalendar), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      sent.calendars.push(query);
      const { from, to } = monthRange(query.Month ?? '2031-05');
      const running = thons.filter((thon) =>
        runsWithin({ startDate: thon.StartDate, endDate: thon.EndDate }, from, to),
      );
      return HttpResponse.json({
        FranchiseId: query.FranchiseId ?? 'fr-north-texas',
        From: from,
        To: to,
        Thons: running,
        ShopOrders: shopOrders.filter((order) => order.NeedBy >= from && order.NeedBy <= to),
        Feed: feedCreatedAt ? { CreatedAt: feedCreatedAt } : null,
      });
    }),
    http.post(mswPath(franchiseeRoutes.createCalendarFeed), async ({ request }) => {
      sent.creates.push(await request.json());
      feeds += 1;
      feedCreatedAt = `2031-05-05T10:0${feeds}:00.000Z`;
      return HttpResponse.json({
        FeedUrl: `https://thon.test/api/franchisee/CalendarFeed/secret-${feeds}`,
        CreatedAt: feedCreatedAt,
      });
    }),
    http.post(mswPath(franchiseeRoutes.revokeCalendarFeed), async ({ request }) => {
      sent.revokes.push(await request.json());
      const revoked = feedCreatedAt !== null;
      feedCreatedAt = null;
      return HttpResponse.json({ Revoked: revoked });
    }),
    http.get(mswPath(franchiseeRoutes.getFranchiseDashboard), ({ request }) => {
      sent.dashboards.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json(options.dashboard ?? dashboardFixture());
    }),
  ];
  return { handlers, sent };
}
