// The franchisee pages' reads and writes as ports: the data layer implements them
// (data/stores/franchisee.ts), each signature the repository function's own (`typeof`, type-only).
import type {
  getCalendarFeed,
  listCalendarFeedsOfFranchise,
  replaceCalendarFeeds,
} from '../../data/repositories/calendar-feeds-repository';
import type { listEventsOfFranchise } from '../../data/repositories/events-repository';
import type { getFranchise } from '../../data/repositories/franchises-repository';
import type { getOrganizations } from '../../data/repositories/organizations-repository';
import type { getVendor } from '../../data/repositories/vendors-repository';
import type { listShopOrdersNeededBetween } from '../../data/repositories/calendar-shop-orders';
import type { listParticipantsOfEvent } from '../../data/repositories/participants-repository';
import type { listPledgesOfEvent } from '../../data/repositories/pledges-repository';
import type { CallerScopeReads } from '../access/caller-scope';
import type { Clock } from '../ports/clock';
import type { Ids } from '../ports/ids';
import type { Site } from '../ports/site';

export interface FranchiseeReads {
  getFranchise: typeof getFranchise;
  listEventsOfFranchise: typeof listEventsOfFranchise;
  /** A vendor user's vendor: the franchises it serves, whose calendars it reads. */
  getVendor: typeof getVendor;
  /** The franchise's shop orders needed by a day of a range (one Query of the order's gsi4). */
  listShopOrdersNeededBetween: typeof listShopOrdersNeededBetween;
}

export interface CalendarFeeds {
  getCalendarFeed: typeof getCalendarFeed;
  listCalendarFeedsOfFranchise: typeof listCalendarFeedsOfFranchise;
  replaceCalendarFeeds: typeof replaceCalendarFeeds;
}

/** What the dashboard reads per Thon and per school (bounded: see dashboard.ts). */
export interface DashboardReads {
  listParticipantsOfEvent: typeof listParticipantsOfEvent;
  listPledgesOfEvent: typeof listPledgesOfEvent;
  getOrganizations: typeof getOrganizations;
}

export interface FranchiseePorts {
  users: CallerScopeReads;
  franchisee: FranchiseeReads;
  feeds: CalendarFeeds;
  dashboard: DashboardReads;
  site: Site;
  ids: Ids;
  clock: Clock;
}
