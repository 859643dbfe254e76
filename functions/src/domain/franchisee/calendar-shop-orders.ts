// The shop orders a franchise calendar shows, on the day each is needed by: all of the franchise's
// for a super admin or its franchisee user (they buy for its Thons), a vendor user only their own
// vendor's (another vendor's orders are not theirs to see, as everywhere in the shop), and none for
// a franchisee team leader, who does not buy.
import type { CalendarShopOrder } from '@thon/shared/api/schemas/franchisee';
import type { OrderStatus } from '@thon/shared/api/schemas/shop-orders';
import type { CalendarShopOrderRecord } from '../../data/repositories/calendar-shop-orders';
import type { StoredShopOrderStatus } from '../../data/stored-values/shop-orders';
import { ownVendor, type ScopedCaller } from '../access/scope';
import type { FranchiseePorts } from './ports';

/** Stored and wire statuses, each named (a full Record: the type checker keeps them in step). */
const statusOnTheWire: Readonly<Record<StoredShopOrderStatus, OrderStatus>> = {
  draft: 'draft',
  submitted: 'submitted',
  confirmed: 'confirmed',
  'partially-shipped': 'partially-shipped',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  'on-hold': 'on-hold',
};

function calendarShopOrderOf(order: CalendarShopOrderRecord): CalendarShopOrder {
  return {
    OrderId: order.orderId,
    NeedBy: order.needBy,
    VendorName: order.vendorName,
    ThonId: order.eventId,
    ThonName: order.eventName,
    Status: statusOnTheWire[order.status],
  };
}

export async function calendarShopOrders(
  deps: Pick<FranchiseePorts, 'franchisee'>,
  scoped: ScopedCaller,
  franchiseId: string,
  range: { from: string; to: string },
): Promise<CalendarShopOrder[]> {
  if (scoped.role === 'franchisee-team-leader') return [];
  const vendorId = ownVendor(scoped);
  if (scoped.role === 'vendor' && vendorId === undefined) return [];
  const orders = await deps.franchisee.listShopOrdersNeededBetween(franchiseId, range.from, range.to);
  return orders
    .filter((order) => vendorId === undefined || order.vendorId === vendorId)
    .map(calendarShopOrderOf);
}
