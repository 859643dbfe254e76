// The shop reports' reads (domain/shop-reports/ports.ts ShopReportReads) and the user read the
// caller's scope needs.
import { getEvent, listEventsOfOrganizer } from '../repositories/events-repository';
import { getOrganizations } from '../repositories/organizations-repository';
import {
  listOrdersOfFranchise,
  listOrdersOfThon,
  listOrdersOfVendor,
  listProductsOfVendor,
} from '../repositories/shop-report-reads';
import { getUser } from '../repositories/users-repository';
import { getVendor } from '../repositories/vendors-repository';

export const shopReportReads = {
  listOrdersOfVendor,
  listOrdersOfThon,
  listOrdersOfFranchise,
  listProductsOfVendor,
  getVendor,
  getEvent,
  listEventsOfOrganizer,
  getOrganizations,
};

export const shopReportCallerScopeReads = { getUser };
