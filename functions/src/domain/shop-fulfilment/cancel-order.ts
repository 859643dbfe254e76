// CancelOrder: the buyer, the vendor or a super admin cancels an order before anything shipped.
// The cancelled order and its tracked stock given back are one transaction (a product's variant
// list changed since the read is read and planned again); then a paid card order is refunded in
// full from the vendor's connected account (the destination charge's transfer and the platform's
// fee are reversed in proportion), with the key `{orderId}:refund`, so a retried cancel never
// refunds twice, and the refund is recorded on the order. A refund that fails leaves the order
// cancelled and still paid: cancelling it again finishes the refund instead of answering 409.
import type { CancelOrderRequest } from '@thon/shared/api/schemas/shop-fulfilment';
import type { Order } from '@thon/shared/api/schemas/shop-orders';
import { changedAtTheSameTime } from '@thon/shared/catalog/messages';
import {
  orderChanged,
  orderPaymentPending,
  orderRefundNotFinished,
} from '@thon/shared/catalog/shop-messages';
import { businessMetrics } from '@thon/shared/observability/metric-catalog';
import { decideMove, type OrderActor } from '@thon/shared/shop/order-states';
import { backOff } from '../back-off';
import type { Caller } from '../caller';
import { Conflict, ServiceUnavailable } from '../errors';
import { paymentsOfThon } from '../pledges/payments-of-thon';
import { countOrderChange } from '../shop-orders/order-metrics';
import { cancelledEmails } from './fulfilment-emails';
import { answerOf, emailMove } from './move-answer';
import { orderActorOf, refusalError } from './move-order';
import { cancelled, refunded, type MoveStamp } from './next-order';
import { snapshotOf } from './order-snapshot';
import type { FulfilmentPorts, ShopOrderRecord } from './ports';
import { stampOf } from './move-stamp';

const conflictRounds = 8;

/** A card order whose money was taken and not yet given back. */
const refundDue = (order: ShopOrderRecord) =>
  order.paymentMethod === 'card' && order.paymentState === 'paid' && order.paymentIntentId !== undefined;

/**
 * The stock the order reserved at submission: only lines whose product tracked stock then (a
 * product tracked only since never gave any), planned against the products as they are now.
 */
async function returnPlan(deps: Pick<FulfilmentPorts, 'orders' | 'reads'>, order: ShopOrderRecord) {
  const lines = order.lines.flatMap((line) =>
    line.stockTracked === true && line.variantId !== undefined
      ? [{ productId: line.productId, variantId: line.variantId, quantity: line.quantity }]
      : [],
  );
  if (lines.length === 0) return { moves: [], missing: [] };
  return deps.orders.planStock(
    await deps.reads.getProducts([...new Set(lines.map((line) => line.productId))]),
    lines,
  );
}

/** The cancel's one transaction, tried again while only a product (or a concurrent write) refused it. */
async function writeCancel(
  deps: FulfilmentPorts,
  order: ShopOrderRecord,
  actor: OrderActor,
  next: ShopOrderRecord,
): Promise<void> {
  for (let round = 0; round < conflictRounds; round += 1) {
    const outcome = await deps.orders.writeOrderWithStock({
      next,
      read: { status: order.status, version: order.version },
      stock: await returnPlan(deps, order),
      direction: 'give',
    });
    if (outcome.written) {
      countOrderChange(deps.metrics, order, next);
      return;
    }
    if (outcome.refused.has('order')) {
      const now = await deps.orders.getOrder(order.orderId);
      const again = now && decideMove(snapshotOf(now), 'cancel', actor);
      throw new Conflict(again && !again.ok ? again.message : changedAtTheSameTime);
    }
    // A product's variants were reordered since the plan (planned again), or a concurrent
    // transaction on the same items cancelled this one.
    await backOff(Math.min(round, 6));
  }
  throw new ServiceUnavailable(changedAtTheSameTime);
}

/** Refunds the cancelled order and records it; the refund's key makes a second call a replay. */
async function refundCancelled(
  deps: FulfilmentPorts,
  order: ShopOrderRecord,
  stamp: MoveStamp,
): Promise<ShopOrderRecord> {
  let refund: { amountCents: number };
  try {
    refund = await paymentsOfThon(deps, { isTest: order.isTest }).refund({
      paymentIntentId: order.paymentIntentId ?? '',
      idempotencyKey: `${order.orderId}:refund`,
    });
  } catch (error) {
    deps.logger.error('Shop order refund failed', { orderId: order.orderId, error: String(error) });
    throw new ServiceUnavailable(orderRefundNotFinished);
  }
  let current = order;
  for (let round = 0; round < conflictRounds; round += 1) {
    const next = refunded(current, stamp, refund.amountCents);
    if (
      (await deps.orders.replaceOrder(next, { status: 'cancelled', version: current.version })) === 'written'
    ) {
      // Counted by the write that recorded it: a twin cancel's replay of the refund counts nothing.
      countOrderChange(deps.metrics, current, next);
      deps.metrics.count(businessMetrics.refunds);
      return next;
    }
    // A twin cancel recorded the same refund first (the provider answered both with one refund).
    const now = await deps.orders.getOrder(order.orderId);
    if (!now || !refundDue(now)) return now ?? current;
    current = now;
    await backOff(Math.min(round, 6));
  }
  throw new ServiceUnavailable(orderRefundNotFinished);
}

export async function cancelOrder(
  deps: FulfilmentPorts,
  caller: Caller,
  request: CancelOrderRequest,
): Promise<Order> {
  const { order, actor } = await orderActorOf(deps, caller, request.OrderId);
  const stamp = await stampOf(deps, caller);
  if (order.status === 'cancelled' && refundDue(order)) {
    // Whoever reaches the order may cancel it, so may finish its refund; the emails went when it
    // was cancelled, this only finishes the money.
    return answerOf(deps, await refundCancelled(deps, order, stamp));
  }
  const decision = decideMove(snapshotOf(order), 'cancel', actor);
  if (!decision.ok) throw refusalError(decision);
  // The charge is being taken right now (a submit in flight): cancelling would race it.
  if (order.paymentMethod === 'card' && order.paymentState === 'awaiting')
    throw new Conflict(orderPaymentPending);
  if (request.Version !== undefined && request.Version !== order.version) throw new Conflict(orderChanged);
  const next = cancelled(order, stamp, request.Reason);
  await writeCancel(deps, order, actor, next);
  // The buyer hears of the cancel even when its refund must be finished later (thrown below).
  const after = refundDue(next)
    ? await refundCancelled(deps, next, stamp).catch(async (error: unknown) => {
        await emailMove(deps, next, cancelledEmails);
        throw error;
      })
    : next;
  await emailMove(deps, after, cancelledEmails);
  return answerOf(deps, after);
}
