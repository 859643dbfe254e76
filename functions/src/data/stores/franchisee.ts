// The franchisee pages' ports (domain/franchisee/ports.ts) on the table: a franchise and its Thons
// (gsi3), a vendor's served franchises, its calendar feeds, and the dashboard's per-Thon and per-school reads.
import {
  getCalendarFeed,
  listCalendarFeedsOfFranchise,
  replaceCalendarFeeds,
} from '../repositories/calendar-feeds-repository';
import { listEventsOfFranchise } from '../repositories/events-repository';
import { getFranchise } from '../repositories/franchises-repository';
import { getOrganizations } from '../repositories/organizations-repository';
import { listParticipantsOfEvent } from '../repositories/participants-repository';
import { listPledgesOfEvent } from '../repositories/pledges-repository';
import { getUser } from '../repositories/users-repository';
import { getVendor } from '../repositories/vendors-repository';
import { listShopOrdersNeededBetween } from '../repositories/calendar-shop-orders';

export const franchiseeReads = {
  getFranchise,
  listEventsOfFranchise,
  getVendor,
  listShopOrdersNeededBetween,
};

export const calendarFeedStore = { getCalendarFeed, listCalendarFeedsOfFranchise, replaceCalendarFeeds };

export const dashboardReads = { listParticipantsOfEvent, listPledgesOfEvent, getOrganizations };

export const franchiseeCallerReads = { getUser };
