// Shop orders: one item each (lines, shipments and timeline inside it). Every write puts the whole
// next item computed by the domain, conditioned on the status and version it was computed from, so
// two writers never both move an order; submit and its undoing also move the stock of every tracked
// product in the same transaction (all of one product's variants in one update).
import type { EntityItem } from 'electrodb';
import type { shopOrderEntity } from '../entities/shop-order';
import type { StoredShopOrderStatus } from '../stored-values/shop-orders';
import { thon } from '../thon-service';
import { cursorFits } from './audit-log-repository';
import { stockReservationWrites, stockReturnWrites, type StockMovePlan } from './stock-moves';
import { isConditionFailure, writeNamed, type WriteOutcome } from './write-transaction';

export type ShopOrderRecord = EntityItem<typeof shopOrderEntity>;
export type ShopOrderLineRecord = ShopOrderRecord['lines'][number];
export type ShopOrderShipmentRecord = NonNullable<ShopOrderRecord['shipments']>[number];
export type ShopOrderTimelineRecord = ShopOrderRecord['timeline'][number];

/** The state an order was read in: a write is made only while it still holds. */
export interface OrderReadState {
  status: StoredShopOrderStatus;
  version: number;
}

export type { StockLine, StockMovePlan } from './stock-moves';

export type OrderWriteName = 'order' | `stock:${string}`;

/**
 * Strongly consistent: a request reading an order right after a refused write (a twin submit, a
 * move racing another) must see what won, not the state it was refused for.
 */
export async function getOrder(orderId: string): Promise<ShopOrderRecord | undefined> {
  const { data } = await thon().entities.shopOrder.get({ orderId }).go({ consistent: true });
  return data ?? undefined;
}

/** A new cart (only if its id is unused). */
export async function createOrder(order: ShopOrderRecord): Promise<void> {
  await thon().entities.shopOrder.create(order).go();
}

/** Puts the next order over the one read, only while it is still in `read`. */
export async function replaceOrder(
  next: ShopOrderRecord,
  read: OrderReadState,
): Promise<'written' | 'refused'> {
  try {
    await thon()
      .entities.shopOrder.put(next)
      .where(({ status, version }, { eq }) => `${eq(status, read.status)} AND ${eq(version, read.version)}`)
      .go();
    return 'written';
  } catch (error) {
    if (isConditionFailure(error)) return 'refused';
    throw error;
  }
}

/** Deletes a cart, only while it is still a draft. */
export async function deleteDraft(orderId: string): Promise<'deleted' | 'refused'> {
  try {
    await thon()
      .entities.shopOrder.delete({ orderId })
      .where(({ status }, { eq }) => eq(status, 'draft'))
      .go();
    return 'deleted';
  } catch (error) {
    if (isConditionFailure(error)) return 'refused';
    throw error;
  }
}

/**
 * Puts the next order (conditioned on `read`) and moves the planned stock in the same transaction
 * (stock-moves.ts; untracked products move none):
 * `take` reserves (each variant only while it still has the quantity), `give` puts it back. Refused
 * names the items whose condition failed (`stock:<productId>`: short of stock); refused with no name
 * was a conflict with a concurrent transaction, worth a retry.
 */
export function writeOrderWithStock(input: {
  next: ShopOrderRecord;
  read: OrderReadState;
  stock: StockMovePlan;
  direction: 'take' | 'give';
}): Promise<WriteOutcome<OrderWriteName>> {
  const { next, read, stock, direction } = input;
  return writeNamed<OrderWriteName>((entities) => ({
    order: entities.shopOrder
      .put(next)
      .where(({ status, version }, { eq }) => `${eq(status, read.status)} AND ${eq(version, read.version)}`)
      .commit(),
    ...(direction === 'take' ? stockReservationWrites(entities, stock) : stockReturnWrites(entities, stock)),
  }));
}

export interface OrderPage {
  orders: ShopOrderRecord[];
  nextCursor?: string;
}

export interface OrderListFilter {
  status?: StoredShopOrderStatus | undefined;
  eventId?: string | undefined;
  /** Only orders needed before this day (yyyy-MM-dd). */
  needByBefore?: string | undefined;
  /** Leave drafts out (a vendor never sees a cart). */
  withoutDrafts?: boolean;
}

export type OrderListKey =
  | { by: 'vendor'; vendorId: string }
  | { by: 'buyer'; buyerUserId: string }
  | { by: 'thon'; eventId: string }
  | { by: 'franchise'; franchiseId: string };

const pageSize = 50;

function indexQuery(key: OrderListKey) {
  const order = thon().entities.shopOrder;
  switch (key.by) {
    case 'vendor':
      return { query: order.query.byVendor({ vendorId: key.vendorId }), field: 'gsi1pk' };
    case 'buyer':
      return { query: order.query.byBuyer({ buyerUserId: key.buyerUserId }), field: 'gsi2pk' };
    case 'thon':
      return { query: order.query.byThon({ eventId: key.eventId }), field: 'gsi3pk' };
    case 'franchise':
      return { query: order.query.byFranchiseNeedBy({ franchiseId: key.franchiseId }), field: 'gsi4pk' };
  }
}

/**
 * One page of orders of one index partition, newest (or, by franchise, latest need-by) first, the
 * filters applied to the page. undefined: a cursor of another partition or made up.
 */
export async function listOrders(
  key: OrderListKey,
  filter: OrderListFilter,
  cursor: string | undefined,
): Promise<OrderPage | undefined> {
  const { query, field } = indexQuery(key);
  const filtered = query.where((attributes, { eq, ne, lt }) =>
    [
      filter.status !== undefined ? eq(attributes.status, filter.status) : '',
      filter.withoutDrafts === true ? ne(attributes.status, 'draft') : '',
      filter.eventId !== undefined ? eq(attributes.eventId, filter.eventId) : '',
      filter.needByBefore !== undefined ? lt(attributes.needBy, filter.needByBefore) : '',
    ]
      .filter((clause) => clause !== '')
      .join(' AND '),
  );
  if (cursor !== undefined && !cursorFits(cursor, field, filtered.params().ExpressionAttributeValues[':pk']))
    return undefined;
  const { data, cursor: next } = await filtered.go({
    order: 'desc',
    limit: pageSize,
    cursor: cursor ?? null,
  });
  return { orders: data, ...(next ? { nextCursor: next } : {}) };
}
