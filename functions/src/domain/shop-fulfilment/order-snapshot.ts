// The order as the state machine reads it (shared/src/shop/order-states.ts): its state, the state
// a hold left, each line's ordered and shipped quantities, and its payment.
import { holdableStates, type HoldableState, type OrderSnapshot } from '@thon/shared/shop/order-states';
import type { ShopOrderRecord } from './ports';

const holdable = (state: string | undefined): HoldableState | undefined =>
  holdableStates.find((candidate) => candidate === state);

export function snapshotOf(order: ShopOrderRecord): OrderSnapshot {
  return {
    status: order.status,
    heldFrom: holdable(order.heldFrom),
    lines: order.lines.map((line) => ({
      lineId: line.lineId,
      name: line.productName ?? line.productId,
      quantity: line.quantity,
      shippedQuantity: line.quantityShipped ?? 0,
    })),
    payment:
      order.paymentMethod && order.paymentState
        ? { method: order.paymentMethod, state: order.paymentState }
        : undefined,
  };
}
