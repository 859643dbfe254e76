// The franchisee pages' calls: the franchise calendar of a month, its feed (create, revoke) and the
// dashboard. Typed from the shared route table (area `franchisee`); the feed itself is read by
// calendar apps, never by the web.
import { franchiseeRoutes } from '@thon/shared/api/routes/franchisee';
import type {
  CalendarShopOrder,
  CalendarThon,
  CreatedCalendarFeed,
  DashboardThon,
  FranchiseCalendar,
  FranchiseDashboard,
} from '@thon/shared/api/schemas/franchisee';
import { callApi } from '../../../lib/api-client';

export type {
  CalendarShopOrder,
  CalendarThon,
  CreatedCalendarFeed,
  DashboardThon,
  FranchiseCalendar,
  FranchiseDashboard,
};

const franchiseQuery = (franchiseId: string | undefined) => (franchiseId ? { FranchiseId: franchiseId } : {});

export function getFranchiseCalendar(
  month: string,
  franchiseId: string | undefined,
  signal?: AbortSignal,
): Promise<FranchiseCalendar> {
  return callApi(
    franchiseeRoutes.getFranchiseCalendar,
    { query: { Month: month, ...franchiseQuery(franchiseId) } },
    { signal },
  );
}

export function createCalendarFeed(franchiseId: string | undefined): Promise<CreatedCalendarFeed> {
  return callApi(franchiseeRoutes.createCalendarFeed, { body: franchiseQuery(franchiseId) });
}

export function revokeCalendarFeed(franchiseId: string | undefined): Promise<{ Revoked: boolean }> {
  return callApi(franchiseeRoutes.revokeCalendarFeed, { body: franchiseQuery(franchiseId) });
}

export function getFranchiseDashboard(
  franchiseId: string | undefined,
  signal?: AbortSignal,
): Promise<FranchiseDashboard> {
  return callApi(franchiseeRoutes.getFranchiseDashboard, { query: franchiseQuery(franchiseId) }, { signal });
}
