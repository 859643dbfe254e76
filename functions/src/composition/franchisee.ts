// Ready dependencies of the franchisee pages (calendar, feed, dashboard): the table and the site's
// origin (the feed's URL).
import {
  calendarFeedStore,
  dashboardReads,
  franchiseeCallerReads,
  franchiseeReads,
} from '../data/stores/franchisee';
import type { FranchiseePorts } from '../domain/franchisee/ports';
import { systemClock } from '../platform/clock';
import { randomIds } from '../platform/ids';
import { environmentSite } from '../platform/site';

export const franchiseeDeps = {
  users: franchiseeCallerReads,
  franchisee: franchiseeReads,
  feeds: calendarFeedStore,
  dashboard: dashboardReads,
  site: environmentSite,
  ids: randomIds,
  clock: systemClock,
} satisfies FranchiseePorts;
