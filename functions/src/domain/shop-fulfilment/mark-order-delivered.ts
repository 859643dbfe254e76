// MarkOrderDelivered: the buyer confirms a shipped order reached the school (now, or on the date
// they give), or the vendor records it with the date it was delivered (they were not there, so
// the date is theirs to state, not the time they record it).
import type { MarkOrderDeliveredRequest } from '@thon/shared/api/schemas/shop-fulfilment';
import type { Order } from '@thon/shared/api/schemas/shop-orders';
import {
  deliveredOnBeforeShipment,
  deliveredOnInFuture,
  deliveredOnRequired,
} from '@thon/shared/catalog/shop-messages';
import { decideMove, type MoveRefusal } from '@thon/shared/shop/order-states';
import type { Caller } from '../caller';
import { answerOf } from './move-answer';
import { moveOrder, type MoveDeps } from './move-order';
import { delivered } from './next-order';
import { snapshotOf } from './order-snapshot';
import type { ShopOrderRecord } from './ports';

const dayMs = 24 * 60 * 60 * 1000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const refused = (message: string): MoveRefusal => ({ ok: false, reason: 'input', message });

/**
 * The date's bounds, a day wide at each end: dates are the person's own calendar day, the times
 * compared with are UTC, and US time zones lie up to a day behind it.
 */
function dateRefusal(order: ShopOrderRecord, deliveredOn: string, nowMs: number): MoveRefusal | undefined {
  if (deliveredOn > dateOf(nowMs + dayMs)) return refused(deliveredOnInFuture);
  const lastShipped = Math.max(...(order.shipments ?? []).map((shipment) => Date.parse(shipment.shippedAt)));
  if (Number.isFinite(lastShipped) && deliveredOn < dateOf(lastShipped - dayMs)) {
    return refused(deliveredOnBeforeShipment);
  }
  return undefined;
}

export async function markOrderDelivered(
  deps: MoveDeps,
  caller: Caller,
  request: MarkOrderDeliveredRequest,
): Promise<Order> {
  const deliveredOn = request.DeliveredOn;
  const { after } = await moveOrder(
    deps,
    caller,
    request,
    (order, actor, stamp) => {
      const decision = decideMove(snapshotOf(order), 'deliver', actor);
      if (!decision.ok) return decision;
      if (actor === 'vendor' && deliveredOn === undefined) return refused(deliveredOnRequired);
      const wrongDate =
        deliveredOn === undefined ? undefined : dateRefusal(order, deliveredOn, Date.parse(stamp.at));
      return wrongDate ?? { ok: true, next: delivered(order, stamp, deliveredOn) };
    },
    { inputField: 'DeliveredOn' },
  );
  return answerOf(deps, after);
}
