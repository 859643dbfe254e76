// What the shop's reports read, as ports: orders by one of their indexes (a vendor's, a Thon's, a
// franchise's), a vendor's products, and the names and scope facts of Thons, schools and vendors.
// Every list is bounded: it answers at most `limit` items and whether more were left unread. The
// data layer implements them (data/stores/shop-reports.ts).
import type { EventRecord } from '../../data/repositories/events-repository';
import type { OrganizationRecord } from '../../data/repositories/organizations-repository';
import type { ProductRecord } from '../../data/repositories/products-repository';
import type { ShopOrderRecord } from '../../data/repositories/shop-orders-repository';
import type { CallerScopeReads } from '../access/caller-scope';
import type { Clock } from '../ports/clock';

/** At most `limit` items of a list, and whether the list held more. */
export interface Bounded<T> {
  items: T[];
  truncated: boolean;
}

export interface ShopReportReads {
  /** A vendor's orders (drafts included), newest first: Queries of gsi1. */
  listOrdersOfVendor(vendorId: string, limit: number): Promise<Bounded<ShopOrderRecord>>;
  /** A Thon's orders, newest first: Queries of gsi3. */
  listOrdersOfThon(eventId: string, limit: number): Promise<Bounded<ShopOrderRecord>>;
  /** A franchise's orders (`direct`: of no franchise) by need-by date: Queries of gsi4. */
  listOrdersOfFranchise(franchiseId: string, limit: number): Promise<Bounded<ShopOrderRecord>>;
  /** A vendor's products in every status, by name: Queries of the product's gsi1. */
  listProductsOfVendor(vendorId: string, limit: number): Promise<Bounded<ProductRecord>>;
  getVendor(vendorId: string): Promise<{ vendorId: string; name: string } | undefined>;
  getEvent(eventId: string): Promise<EventRecord | undefined>;
  /** The organizer's Thons, latest start date first (gsi2 of the event). */
  listEventsOfOrganizer(organizerUserId: string): Promise<EventRecord[]>;
  getOrganizations(organizationIds: readonly string[]): Promise<OrganizationRecord[]>;
}

export interface ShopReportPorts {
  reads: ShopReportReads;
  users: CallerScopeReads;
  clock: Pick<Clock, 'nowMs'>;
}
