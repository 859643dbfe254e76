// Who reaches an order (docs/shop.md "Who"): its vendor's users (never a draft), a buyer who may
// manage its Thon, a super admin. Anything else answers exactly like an unknown id, so order ids
// cannot be probed across vendors, franchises or organizers.
import { notFound } from '@thon/shared/catalog/messages';
import { shopCartNotDraft, shopOrganizersMayNotShop } from '@thon/shared/catalog/shop-messages';
import { stateLabels } from '@thon/shared/shop/order-states';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { ShopOrderRecord } from '../../data/repositories/shop-orders-repository';
import { scopedCaller } from '../access/caller-scope';
import { canManageThon, notFoundUnless, ownVendor, type ScopedCaller } from '../access/scope';
import type { Caller } from '../caller';
import { Conflict, Forbidden } from '../errors';
import { organizersMayShop } from '../franchises/organizers-may-shop';
import type { ShopOrderPorts } from './ports';

type AccessDeps = Pick<ShopOrderPorts, 'orders' | 'reads' | 'callers' | 'franchises'>;

/**
 * May this caller buy for this Thon? canManageThon, and an organizer only while their franchise
 * lets organizers shop. A Thon out of reach answers as unknown; the franchise's switch is a
 * telling 403, since the organizer may see their own Thon anyway.
 */
export async function assertBuyerOf(
  deps: Pick<AccessDeps, 'franchises'>,
  scoped: ScopedCaller,
  event: EventRecord,
  unknownMessage: string = notFound,
): Promise<void> {
  notFoundUnless(canManageThon(scoped, event), unknownMessage);
  if (scoped.role === 'organizer' && !(await organizersMayShop(deps, event.franchiseId)))
    throw new Forbidden(shopOrganizersMayNotShop);
}

export interface OrderInReach {
  order: ShopOrderRecord;
  scoped: ScopedCaller;
  /** How the caller reaches it. */
  as: 'vendor' | 'buyer';
}

/** The order if the caller may read it; NotFound (as unknown) otherwise. */
export async function orderInReach(deps: AccessDeps, caller: Caller, orderId: string): Promise<OrderInReach> {
  const [order, scoped] = await Promise.all([
    deps.orders.getOrder(orderId),
    scopedCaller(deps.callers, caller),
  ]);
  notFoundUnless(order !== undefined);
  if (scoped.role === 'vendor') {
    notFoundUnless(ownVendor(scoped) === order.vendorId && order.status !== 'draft');
    return { order, scoped, as: 'vendor' };
  }
  const event = await deps.reads.getEvent(order.eventId);
  notFoundUnless(event !== undefined && canManageThon(scoped, event));
  return { order, scoped, as: 'buyer' };
}

/**
 * A draft the caller may change: a buyer of its Thon (an organizer still allowed to shop); a
 * submitted order is no longer a cart (409 naming its state).
 */
export async function cartInReach(
  deps: AccessDeps,
  caller: Caller,
  orderId: string,
): Promise<{ order: ShopOrderRecord; scoped: ScopedCaller; event: EventRecord }> {
  const [order, scoped] = await Promise.all([
    deps.orders.getOrder(orderId),
    scopedCaller(deps.callers, caller),
  ]);
  notFoundUnless(order !== undefined);
  const event = await deps.reads.getEvent(order.eventId);
  notFoundUnless(event !== undefined);
  await assertBuyerOf(deps, scoped, event);
  if (order.status !== 'draft') throw new Conflict(shopCartNotDraft(stateLabels[order.status]));
  return { order, scoped, event };
}
