// One fulfilment move, the same way for each: read the order (404 unless the caller is its vendor,
// a buyer of its Thon or a super admin), ask the state machine, put the next order conditioned on
// the status and version read. A refused write reads the order again: its new state's refusal is
// the answer (two racing confirms: the second hears 'This order is already confirmed.').
import { changedAtTheSameTime } from '@thon/shared/catalog/messages';
import { orderChanged } from '@thon/shared/catalog/shop-messages';
import type { MoveRefusal, OrderActor } from '@thon/shared/shop/order-states';
import type { Caller } from '../caller';
import { Conflict, Forbidden, RuleBroken } from '../errors';
import type { MoveStamp } from './next-order';
import { stampOf } from './move-stamp';
import { orderInReach } from '../shop-orders/order-access';
import { countOrderChange } from '../shop-orders/order-metrics';
import type { FulfilmentPorts, ShopOrderRecord } from './ports';

/** What every move names: the order, and optionally the version the caller last read. */
export interface MoveRequest {
  OrderId: string;
  Version?: number | undefined;
}

/** A move decided on one order read: the next order, or why not. */
export type MoveDecision = { ok: true; next: ShopOrderRecord } | MoveRefusal;

export type Decide = (order: ShopOrderRecord, actor: OrderActor, stamp: MoveStamp) => MoveDecision;

export type MoveDeps = Pick<
  FulfilmentPorts,
  'orders' | 'reads' | 'callers' | 'franchises' | 'clock' | 'metrics'
>;

/** The refusal as the caller hears it: 403 for a move not theirs, 409 for the state, 400 for input. */
export function refusalError(refusal: MoveRefusal, field?: string): Error {
  switch (refusal.reason) {
    case 'actor':
      return new Forbidden(refusal.message);
    case 'state':
      return new Conflict(refusal.message);
    case 'input':
      return new RuleBroken(refusal.message, field ? [{ path: field, message: refusal.message }] : undefined);
  }
}

export interface MovedOrder {
  before: ShopOrderRecord;
  after: ShopOrderRecord;
  actor: OrderActor;
  stamp: MoveStamp;
}

/**
 * Who the caller is to the order (orderInReach: anyone else gets the unknown order's 404): its
 * vendor, a super admin, or a buyer who may manage its Thon. An organizer whose franchise has
 * since stopped organizers shopping still receives, confirms and cancels what they ordered.
 */
export async function orderActorOf(
  deps: Pick<FulfilmentPorts, 'orders' | 'reads' | 'callers' | 'franchises'>,
  caller: Caller,
  orderId: string,
): Promise<{ order: ShopOrderRecord; actor: OrderActor }> {
  const { order, scoped, as } = await orderInReach(deps, caller, orderId);
  const actor: OrderActor =
    as === 'vendor' ? 'vendor' : scoped.role === 'super-admin' ? 'super-admin' : 'buyer';
  return { order, actor };
}

export async function moveOrder(
  deps: MoveDeps,
  caller: Caller,
  request: MoveRequest,
  decide: Decide,
  options: { write?: FulfilmentPorts['orders']['replaceOrder']; inputField?: string } = {},
): Promise<MovedOrder> {
  const { order, actor } = await orderActorOf(deps, caller, request.OrderId);
  const stamp = await stampOf(deps, caller);
  const decision = decide(order, actor, stamp);
  if (!decision.ok) throw refusalError(decision, options.inputField);
  // A page showing an older version decided on what is no longer so: it reloads first.
  if (request.Version !== undefined && request.Version !== order.version) throw new Conflict(orderChanged);
  const write = options.write ?? deps.orders.replaceOrder;
  if ((await write(decision.next, { status: order.status, version: order.version })) === 'refused') {
    const now = await deps.orders.getOrder(order.orderId);
    const again = now && decide(now, actor, stamp);
    throw new Conflict(again && !again.ok ? again.message : changedAtTheSameTime);
  }
  countOrderChange(deps.metrics, order, decision.next);
  return { before: order, after: decision.next, actor, stamp };
}
