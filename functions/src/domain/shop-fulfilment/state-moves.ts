// The vendor's moves that take at most a note: confirm (which emails the buyer and the vendor),
// hold, release and mark a purchase order paid. Each is one conditional write (move-order.ts).
import type { HoldOrderRequest } from '@thon/shared/api/schemas/shop-fulfilment';
import type { Order } from '@thon/shared/api/schemas/shop-orders';
import { decideMove } from '@thon/shared/shop/order-states';
import type { Caller } from '../caller';
import { confirmedEmails } from './fulfilment-emails';
import { answerOf, emailMove, type AnswerDeps } from './move-answer';
import { moveOrder, type MoveDeps, type MoveRequest } from './move-order';
import { confirmed, held, paid, released } from './next-order';
import { snapshotOf } from './order-snapshot';

export type StateMoveDeps = MoveDeps & AnswerDeps;

export async function confirmOrder(
  deps: StateMoveDeps,
  caller: Caller,
  request: MoveRequest,
): Promise<Order> {
  const { after } = await moveOrder(deps, caller, request, (order, actor, stamp) => {
    const decision = decideMove(snapshotOf(order), 'confirm', actor);
    return decision.ok ? { ok: true, next: confirmed(order, stamp) } : decision;
  });
  await emailMove(deps, after, confirmedEmails);
  return answerOf(deps, after);
}

export async function holdOrder(
  deps: MoveDeps,
  caller: Caller,
  request: HoldOrderRequest,
): Promise<Order> {
  const { after } = await moveOrder(deps, caller, request, (order, actor, stamp) => {
    const decision = decideMove(snapshotOf(order), 'hold', actor);
    return decision.ok ? { ok: true, next: held(order, stamp, request.Note) } : decision;
  });
  return answerOf(deps, after);
}

export async function releaseOrder(
  deps: MoveDeps,
  caller: Caller,
  request: MoveRequest,
): Promise<Order> {
  const { after } = await moveOrder(deps, caller, request, (order, actor, stamp) => {
    const decision = decideMove(snapshotOf(order), 'release', actor);
    return decision.ok ? { ok: true, next: released(order, stamp, decision.to) } : decision;
  });
  return answerOf(deps, after);
}

export async function markOrderPaid(
  deps: MoveDeps,
  caller: Caller,
  request: MoveRequest,
): Promise<Order> {
  const { after } = await moveOrder(deps, caller, request, (order, actor, stamp) => {
    const decision = decideMove(snapshotOf(order), 'mark-paid', actor);
    return decision.ok ? { ok: true, next: paid(order, stamp) } : decision;
  });
  return answerOf(deps, after);
}
