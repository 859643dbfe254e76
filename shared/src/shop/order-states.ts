// The shop order's state machine (docs/shop.md "States"), pure so the handlers, the pages (which
// buttons to offer) and the tests share one answer. The handlers still write each move as one
// DynamoDB condition on the state read here: this decides, the condition makes it race-free.
import {
  orderAlreadyInState,
  orderMoveNotYours,
  orderMoveTooEarly,
  orderMoveTooLate,
  orderNotOnHold,
  orderOnHoldReleaseFirst,
  orderPaidAlready,
  orderPaidByCard,
  orderPartlyShippedNoCancel,
  shipmentEmpty,
  shipmentLineRepeated,
  shipmentTooMany,
  shipmentUnknownLine,
  type OrderMoveLabel,
  type OrderStateLabel,
} from '../catalog/shop-messages';

export const orderStates = [
  'draft',
  'submitted',
  'confirmed',
  'partially-shipped',
  'shipped',
  'delivered',
  'cancelled',
  'on-hold',
] as const;
export type OrderState = (typeof orderStates)[number];

export const orderMoves = [
  'submit',
  'confirm',
  'hold',
  'release',
  'ship',
  'deliver',
  'cancel',
  'mark-paid',
] as const;
export type OrderMove = (typeof orderMoves)[number];

// The caller's relation to the order, which the handler works out from its scope: the order's
// own vendor, a buyer who may manage its Thon, or a super admin (who is also a buyer of any Thon).
export type OrderActor = 'vendor' | 'buyer' | 'super-admin';

// A hold may be taken only from these, so they are also the states a release may return to.
export const holdableStates = ['submitted', 'confirmed', 'partially-shipped'] as const;
export type HoldableState = (typeof holdableStates)[number];

export const stateLabels: Record<OrderState, OrderStateLabel> = {
  draft: 'a draft',
  submitted: 'submitted',
  confirmed: 'confirmed',
  'partially-shipped': 'partially shipped',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  'on-hold': 'on hold',
};

const moveLabels: Record<OrderMove, OrderMoveLabel> = {
  submit: 'submitted',
  confirm: 'confirmed',
  hold: 'put on hold',
  release: 'released',
  ship: 'shipped',
  deliver: 'marked delivered',
  cancel: 'cancelled',
  'mark-paid': 'marked paid',
};

interface MoveRule {
  from: readonly OrderState[];
  by: readonly OrderActor[];
  // The state the move ends in when it does not depend on the order (ship and release do).
  to?: OrderState;
}

// Cancel, deliver and (as the buyer) submit are open to a super admin as a buyer of any Thon;
// the vendor's own moves stay the vendor's, since only they know what left the warehouse.
const rules: Record<OrderMove, MoveRule> = {
  submit: { from: ['draft'], by: ['buyer', 'super-admin'], to: 'submitted' },
  confirm: { from: ['submitted'], by: ['vendor'], to: 'confirmed' },
  hold: { from: holdableStates, by: ['vendor'], to: 'on-hold' },
  release: { from: ['on-hold'], by: ['vendor'] },
  ship: { from: ['confirmed', 'partially-shipped'], by: ['vendor'] },
  deliver: { from: ['shipped'], by: ['buyer', 'super-admin', 'vendor'], to: 'delivered' },
  cancel: {
    from: ['submitted', 'confirmed', 'on-hold'],
    by: ['buyer', 'super-admin', 'vendor'],
    to: 'cancelled',
  },
  'mark-paid': {
    from: ['submitted', 'confirmed', 'partially-shipped', 'shipped', 'delivered', 'on-hold'],
    by: ['vendor'],
  },
};

// The order's progress, to tell "not yet" from "no longer"; on hold is handled apart.
const rank: Record<Exclude<OrderState, 'on-hold'>, number> = {
  draft: 0,
  submitted: 1,
  confirmed: 2,
  'partially-shipped': 3,
  shipped: 4,
  delivered: 5,
  cancelled: 6,
};

export interface OrderLineProgress {
  lineId: string;
  name: string;
  quantity: number;
  shippedQuantity: number;
}

export interface OrderSnapshot {
  status: OrderState;
  heldFrom?: HoldableState | undefined;
  lines: readonly OrderLineProgress[];
  payment?:
    { method: 'card' | 'purchase-order'; state: 'awaiting' | 'unpaid' | 'paid' | 'refunded' } | undefined;
}

export type MoveRefusal = { ok: false; reason: 'state' | 'actor' | 'input'; message: string };
export type MoveOutcome = { ok: true; to: OrderState } | MoveRefusal;

const refuse = (reason: MoveRefusal['reason'], message: string): MoveRefusal => ({
  ok: false,
  reason,
  message,
});

const whoMay = (by: readonly OrderActor[]) =>
  by.includes('vendor') && by.includes('buyer')
    ? 'the buyer or the vendor'
    : by.includes('vendor')
      ? 'the vendor'
      : 'the buyer';

function stateRefusal(order: OrderSnapshot, move: OrderMove): MoveRefusal {
  const rule = rules[move];
  const label = stateLabels[order.status];
  const moveLabel = moveLabels[move];
  if (rule.to === order.status || (move === 'ship' && order.status === 'shipped')) {
    return refuse('state', orderAlreadyInState(label));
  }
  if (move === 'release') return refuse('state', orderNotOnHold(label));
  if (order.status === 'on-hold') return refuse('state', orderOnHoldReleaseFirst(moveLabel));
  const earliest = Math.min(
    ...rule.from.filter((s) => s !== 'on-hold').map((s) => rank[s as keyof typeof rank]),
  );
  return refuse(
    'state',
    rank[order.status] < earliest ? orderMoveTooEarly(label, moveLabel) : orderMoveTooLate(label, moveLabel),
  );
}

const shippedAny = (order: OrderSnapshot) => order.lines.some((line) => line.shippedQuantity > 0);

// Decides a move that takes no input beyond the order (every move but ship: see decideShipment).
// The state is checked before the actor only for callers allowed some move on the order at all:
// the handler answers 404 to anyone who may not see the order before asking.
export function decideMove(
  order: OrderSnapshot,
  move: Exclude<OrderMove, 'ship'>,
  actor: OrderActor,
): MoveOutcome {
  const rule = rules[move];
  if (!rule.by.includes(actor)) return refuse('actor', orderMoveNotYours(whoMay(rule.by)));
  if (!rule.from.includes(order.status)) return stateRefusal(order, move);
  switch (move) {
    case 'release':
      // An on-hold order always remembers where it came from; confirmed is the safe reading of an
      // item that somehow lost it (nothing shipped is assumed only when no line has shipped).
      return { ok: true, to: order.heldFrom ?? (shippedAny(order) ? 'partially-shipped' : 'confirmed') };
    case 'cancel':
      if (shippedAny(order)) return refuse('state', orderPartlyShippedNoCancel);
      return { ok: true, to: 'cancelled' };
    case 'mark-paid':
      if (order.payment?.method !== 'purchase-order') return refuse('state', orderPaidByCard);
      if (order.payment.state !== 'unpaid') return refuse('state', orderPaidAlready);
      return { ok: true, to: order.status };
    default:
      return { ok: true, to: rule.to as OrderState };
  }
}

export interface ShipmentLine {
  lineId: string;
  quantity: number;
}

export type ShipmentOutcome =
  { ok: true; to: 'partially-shipped' | 'shipped'; shipped: Record<string, number> } | MoveRefusal;

// A shipment of some lines, each up to what remains of it; the order is shipped once every line
// has shipped in full. `shipped` gives each line's new shipped quantity (the handler conditions
// its write on the old ones through the version).
export function decideShipment(
  order: OrderSnapshot,
  shipment: readonly ShipmentLine[],
  actor: OrderActor,
): ShipmentOutcome {
  const rule = rules.ship;
  if (!rule.by.includes(actor)) return refuse('actor', orderMoveNotYours(whoMay(rule.by)));
  if (!rule.from.includes(order.status)) return stateRefusal(order, 'ship');
  if (
    shipment.length === 0 ||
    shipment.some((line) => !Number.isInteger(line.quantity) || line.quantity < 1)
  ) {
    return refuse('input', shipmentEmpty);
  }
  const shipped: Record<string, number> = Object.fromEntries(
    order.lines.map((line) => [line.lineId, line.shippedQuantity]),
  );
  const seen = new Set<string>();
  for (const part of shipment) {
    const line = order.lines.find((l) => l.lineId === part.lineId);
    if (!line) return refuse('input', shipmentUnknownLine);
    if (seen.has(part.lineId)) return refuse('input', shipmentLineRepeated);
    seen.add(part.lineId);
    const remaining = line.quantity - line.shippedQuantity;
    if (part.quantity > remaining) return refuse('input', shipmentTooMany(line.name, remaining));
    shipped[line.lineId] = line.shippedQuantity + part.quantity;
  }
  const complete = order.lines.every((line) => shipped[line.lineId] === line.quantity);
  return { ok: true, to: complete ? 'shipped' : 'partially-shipped', shipped };
}

// The moves an actor may offer on the order now (the order page's buttons).
export function availableMoves(order: OrderSnapshot, actor: OrderActor): OrderMove[] {
  return orderMoves.filter((move) =>
    move === 'ship'
      ? rules.ship.by.includes(actor) && rules.ship.from.includes(order.status)
      : decideMove(order, move, actor).ok,
  );
}
