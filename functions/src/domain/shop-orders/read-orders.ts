// GetOrder and ListOrders. Each list is one Query of the index that holds the caller's orders: a
// vendor's incoming orders (gsi1, drafts left out), a franchise's (gsi4), an organizer's own (gsi2),
// a Thon's (gsi3); filters apply to the page.
import type { ListOrdersQuery, Order, OrderList } from '@thon/shared/api/schemas/shop-orders';
import { shopCursorNotValid } from '@thon/shared/catalog/shop-messages';
import type { OrderListKey } from '../../data/repositories/shop-orders-repository';
import { scopedCaller } from '../access/caller-scope';
import { canManageThon, notFoundUnless, ownVendor, type ScopedCaller } from '../access/scope';
import type { Caller } from '../caller';
import { RuleBroken } from '../errors';
import { cartAnswer } from './cart-lines';
import { orderInReach } from './order-access';
import { orderSummaryWire, orderWire } from './order-wire';
import type { CartPorts } from './ports';

export async function getOrder(deps: CartPorts, caller: Caller, orderId: string): Promise<Order> {
  const { order } = await orderInReach(deps, caller, orderId);
  if (order.status === 'draft') return (await cartAnswer(deps, order)).Order;
  return orderWire(order, { nowMs: deps.clock.nowMs() });
}

/** Which partition the caller's list reads; undefined: they reach no orders at all. */
async function listKey(
  deps: CartPorts,
  scoped: ScopedCaller,
  query: ListOrdersQuery,
): Promise<OrderListKey | undefined> {
  switch (scoped.role) {
    case 'vendor': {
      const vendorId = ownVendor(scoped);
      return vendorId ? { by: 'vendor', vendorId } : undefined;
    }
    case 'super-admin':
      if (query.VendorId) return { by: 'vendor', vendorId: query.VendorId };
      if (query.ThonId) return { by: 'thon', eventId: query.ThonId };
      if (query.FranchiseId) return { by: 'franchise', franchiseId: query.FranchiseId };
      return { by: 'buyer', buyerUserId: scoped.userId };
    case 'franchisee-user':
      if (query.ThonId) {
        // A Thon of their franchise: its orders, whoever placed them (gsi3, one partition).
        const event = await deps.reads.getEvent(query.ThonId);
        notFoundUnless(event !== undefined && canManageThon(scoped, event));
        return { by: 'thon', eventId: query.ThonId };
      }
      return scoped.franchiseId ? { by: 'franchise', franchiseId: scoped.franchiseId } : undefined;
    case 'organizer':
      return { by: 'buyer', buyerUserId: scoped.userId };
    default:
      return undefined;
  }
}

export async function listOrders(
  deps: CartPorts,
  caller: Caller,
  query: ListOrdersQuery,
): Promise<OrderList> {
  const scoped = await scopedCaller(deps.callers, caller);
  const key = await listKey(deps, scoped, query);
  if (!key) return { Orders: [], NextCursor: null };
  const page = await deps.orders.listOrders(
    key,
    {
      status: query.Status,
      eventId: key.by === 'thon' ? undefined : query.ThonId,
      needByBefore: query.NeedByBefore,
      withoutDrafts: key.by === 'vendor',
    },
    query.Cursor,
  );
  if (!page) throw new RuleBroken(shopCursorNotValid);
  const nowMs = deps.clock.nowMs();
  return {
    Orders: page.orders.map((order) => orderSummaryWire(order, nowMs)),
    NextCursor: page.nextCursor ?? null,
  };
}
