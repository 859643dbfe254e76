// The order after each fulfilment move: pure, from the order read and what the state machine
// decided (shared/src/shop/order-states.ts), with the move's timeline entry appended. The store
// then puts it conditioned on the status and version read, so the entry and the change land in
// one write or not at all.
import type { HoldableState, OrderState } from '@thon/shared/shop/order-states';
import type {
  ShopOrderRecord,
  ShopOrderShipmentRecord,
  ShopOrderTimelineRecord,
} from '../../data/repositories/shop-orders-repository';

/** Who made the move and when (ISO time), as the timeline names them. */
export interface MoveStamp {
  at: string;
  userId: string;
  name: string;
}

type TimelineKind = ShopOrderTimelineRecord['kind'];

function entry(stamp: MoveStamp, kind: TimelineKind, note?: string): ShopOrderTimelineRecord {
  return { at: stamp.at, userId: stamp.userId, name: stamp.name, kind, ...(note ? { note } : {}) };
}

/** The order moved to `status`, version raised, with these timeline entries appended. */
function moved(
  order: ShopOrderRecord,
  stamp: MoveStamp,
  status: OrderState,
  entries: readonly ShopOrderTimelineRecord[],
): ShopOrderRecord {
  return {
    ...order,
    status,
    version: order.version + 1,
    updatedAt: stamp.at,
    timeline: [...order.timeline, ...entries],
  };
}

/** Without the hold's fields (a release, or a cancel of a held order). */
function unheld(order: ShopOrderRecord): ShopOrderRecord {
  const { heldFrom: _heldFrom, holdNote: _holdNote, ...rest } = order;
  return rest;
}

export const confirmed = (order: ShopOrderRecord, stamp: MoveStamp) =>
  moved(order, stamp, 'confirmed', [entry(stamp, 'confirmed')]);

export const held = (order: ShopOrderRecord, stamp: MoveStamp, note: string): ShopOrderRecord => ({
  ...moved(order, stamp, 'on-hold', [entry(stamp, 'held', note)]),
  heldFrom: order.status as HoldableState,
  holdNote: note,
});

export const released = (order: ShopOrderRecord, stamp: MoveStamp, to: OrderState) =>
  moved(unheld(order), stamp, to, [entry(stamp, 'released')]);

export interface NewShipment {
  shipmentId: string;
  carrier: string;
  trackingNumber: string;
  lines: readonly { lineId: string; quantity: number }[];
}

/** `shipped` is each line's shipped quantity after this shipment (decideShipment's answer). */
export function withShipment(
  order: ShopOrderRecord,
  stamp: MoveStamp,
  to: OrderState,
  shipment: NewShipment,
  shipped: Readonly<Record<string, number>>,
): ShopOrderRecord {
  const record: ShopOrderShipmentRecord = {
    shipmentId: shipment.shipmentId,
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
    lines: shipment.lines.map((line) => ({ lineId: line.lineId, quantity: line.quantity })),
    shippedAt: stamp.at,
    shippedByUserId: stamp.userId,
    shippedByName: stamp.name,
  };
  return {
    ...moved(order, stamp, to, [entry(stamp, 'shipped', `${shipment.carrier} ${shipment.trackingNumber}`)]),
    lines: order.lines.map((line) => ({
      ...line,
      quantityShipped: shipped[line.lineId] ?? line.quantityShipped ?? 0,
    })),
    shipments: [...(order.shipments ?? []), record],
  };
}

/**
 * Every shipment not yet marked delivered is delivered at `deliveredAt`: the buyer's confirmation
 * time, or the date (YYYY-MM-DD) the vendor gives, which the timeline's note repeats since the
 * entry's own time is when it was recorded.
 */
export function delivered(order: ShopOrderRecord, stamp: MoveStamp, deliveredOn?: string): ShopOrderRecord {
  const deliveredAt = deliveredOn ?? stamp.at;
  return {
    ...moved(order, stamp, 'delivered', [
      entry(stamp, 'delivered', deliveredOn ? `Delivered on ${deliveredOn}` : undefined),
    ]),
    shipments: (order.shipments ?? []).map((shipment) =>
      shipment.deliveredAt
        ? shipment
        : { ...shipment, deliveredAt, deliveredByUserId: stamp.userId, deliveredByName: stamp.name },
    ),
  };
}

export const cancelled = (order: ShopOrderRecord, stamp: MoveStamp, reason: string) =>
  moved(unheld(order), stamp, 'cancelled', [entry(stamp, 'cancelled', reason)]);

/** A cancelled card order's refund recorded (the status stays cancelled). */
export const refunded = (
  order: ShopOrderRecord,
  stamp: MoveStamp,
  refundedCents: number,
): ShopOrderRecord => ({
  ...moved(order, stamp, order.status, [entry(stamp, 'refunded')]),
  paymentState: 'refunded',
  refundedCents,
});

/** A purchase order's payment recorded (the status stays). */
export const paid = (order: ShopOrderRecord, stamp: MoveStamp): ShopOrderRecord => ({
  ...moved(order, stamp, order.status, [entry(stamp, 'paid')]),
  paymentState: 'paid',
});
