// Which orders a school-item report covers, by who asks (docs/shop.md, Who): a vendor user their
// vendor's, a franchisee user their franchise's, an organizer their own Thons' (all of them, the
// latest maxShopReportThons, or one named), a super admin whatever Thon, franchise or vendor they
// name. A named filter only narrows; one outside the caller's reach answers 404 like an unknown id.
// The orders come from one Query source (a Thon's gsi3, a vendor's gsi1, a franchise's gsi4, or
// each of an organizer's Thons' gsi3 in turn), at most maxShopReportOrders items in all; the other
// filters are applied to what was read.
import {
  maxShopReportOrders,
  maxShopReportThons,
  type GetSchoolItemReportQuery,
} from '@thon/shared/api/schemas/shop-reports';
import { shopReportScopeRequired } from '@thon/shared/catalog/shop-messages';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { ShopOrderRecord } from '../../data/repositories/shop-orders-repository';
import { canManageThon, directCustomer, notFoundUnless, ownVendor, type ScopedCaller } from '../access/scope';
import { RuleBroken } from '../errors';
import type { Bounded, ShopReportReads } from './ports';

interface Filters {
  vendorId?: string;
  franchiseId?: string;
}

/** What one request reads: the orders it covers, and the Thons already read on the way (names). */
export interface ScopedOrders extends Bounded<ShopOrderRecord> {
  thons: EventRecord[];
}

const thonInScope = (thon: EventRecord) => ({
  eventId: thon.eventId,
  ...(thon.organizerUserId === undefined ? {} : { organizerUserId: thon.organizerUserId }),
  franchiseId: thon.franchiseId ?? directCustomer,
  ...(thon.isTest === undefined ? {} : { isTest: thon.isTest }),
});

/** The named Thon, if the caller may manage it (a vendor only filters its own orders by it). */
async function namedThon(reads: ShopReportReads, scoped: ScopedCaller, thonId: string): Promise<EventRecord> {
  const thon = await reads.getEvent(thonId);
  notFoundUnless(thon !== undefined && canManageThon(scoped, thonInScope(thon)));
  return thon;
}

function filtersOf(scoped: ScopedCaller, query: GetSchoolItemReportQuery): Filters {
  const named: Filters = {
    ...(query.VendorId === undefined ? {} : { vendorId: query.VendorId }),
    ...(query.FranchiseId === undefined ? {} : { franchiseId: query.FranchiseId }),
  };
  switch (scoped.role) {
    case 'vendor': {
      const own = ownVendor(scoped);
      notFoundUnless(own !== undefined && (query.VendorId === undefined || query.VendorId === own));
      return { ...named, vendorId: own };
    }
    case 'franchisee-user': {
      const own = scoped.franchiseId;
      notFoundUnless(
        own !== undefined &&
          own !== directCustomer &&
          (query.FranchiseId === undefined || query.FranchiseId === own),
      );
      return { ...named, franchiseId: own };
    }
    case 'super-admin':
      if (query.ThonId === undefined && query.VendorId === undefined && query.FranchiseId === undefined) {
        throw new RuleBroken(shopReportScopeRequired, [{ path: 'ThonId', message: shopReportScopeRequired }]);
      }
      return named;
    default:
      return named;
  }
}

/** Reads the sources one after another, each given what is left of the bound. */
async function readInTurn(
  sources: readonly ((limit: number) => Promise<Bounded<ShopOrderRecord>>)[],
): Promise<Bounded<ShopOrderRecord>> {
  const items: ShopOrderRecord[] = [];
  for (const [index, source] of sources.entries()) {
    const left = maxShopReportOrders - items.length;
    if (left <= 0) return { items, truncated: index < sources.length };
    const page = await source(left);
    items.push(...page.items);
    if (page.truncated) return { items, truncated: true };
  }
  return { items, truncated: false };
}

export async function ordersOfSchoolItemReport(
  reads: ShopReportReads,
  scoped: ScopedCaller,
  query: GetSchoolItemReportQuery,
): Promise<ScopedOrders> {
  const filters = filtersOf(scoped, query);
  let thons: EventRecord[] = [];
  let read: Bounded<ShopOrderRecord>;
  if (query.ThonId !== undefined) {
    // A vendor may not read the Thon: its orders are narrowed to the vendor's own below.
    if (scoped.role !== 'vendor') thons = [await namedThon(reads, scoped, query.ThonId)];
    read = await reads.listOrdersOfThon(query.ThonId, maxShopReportOrders);
  } else if (scoped.role === 'organizer') {
    thons = (await reads.listEventsOfOrganizer(scoped.userId)).slice(0, maxShopReportThons);
    read = await readInTurn(
      thons.map((thon) => (limit: number) => reads.listOrdersOfThon(thon.eventId, limit)),
    );
  } else if (filters.vendorId !== undefined) {
    read = await reads.listOrdersOfVendor(filters.vendorId, maxShopReportOrders);
  } else if (filters.franchiseId !== undefined) {
    read = await reads.listOrdersOfFranchise(filters.franchiseId, maxShopReportOrders);
  } else {
    return { items: [], truncated: false, thons };
  }
  const organizerThons = scoped.role === 'organizer' ? new Set(thons.map((thon) => thon.eventId)) : undefined;
  const items = read.items.filter(
    (order) =>
      (filters.vendorId === undefined || order.vendorId === filters.vendorId) &&
      (filters.franchiseId === undefined || order.franchiseId === filters.franchiseId) &&
      (organizerThons === undefined || organizerThons.has(order.eventId)),
  );
  return { items, truncated: read.truncated, thons };
}
