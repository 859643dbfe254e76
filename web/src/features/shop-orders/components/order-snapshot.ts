// The order as the shared state rules read it (shared/src/shop/order-states.ts), so the page
// offers exactly the moves the API would accept and checks a shipment by the API's own rule.
import {
  holdableStates,
  type HoldableState,
  type OrderActor,
  type OrderSnapshot,
} from '@thon/shared/shop/order-states';
import type { Role } from '@thon/shared/auth/roles';
import type { Order } from '../api/order-calls';

const isHoldable = (value: string | null): value is HoldableState =>
  value !== null && (holdableStates as readonly string[]).includes(value);

export function orderSnapshot(order: Order): OrderSnapshot {
  return {
    status: order.Status,
    heldFrom: isHoldable(order.HeldFrom) ? order.HeldFrom : undefined,
    lines: order.Lines.map((line) => ({
      lineId: line.LineId,
      name: line.ProductName,
      quantity: line.Quantity,
      shippedQuantity: line.QuantityShipped,
    })),
    payment: order.Payment ? { method: order.Payment.Method, state: order.Payment.State } : undefined,
  };
}

/** The viewer's part in an order: its vendor's user, a super admin, or else a buyer. */
export function actorOf(role: Role): OrderActor {
  if (role === 'vendor') return 'vendor';
  return role === 'super-admin' ? 'super-admin' : 'buyer';
}
