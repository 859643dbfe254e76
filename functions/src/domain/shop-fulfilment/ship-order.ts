// ShipOrder: the vendor ships some or all of what remains of each line named, with a carrier and
// tracking number; several shipments per order. One conditional write: a shipment racing another
// is refused and decided again on the order it lost to (what remains may now be less).
import type { ShipOrderRequest } from '@thon/shared/api/schemas/shop-fulfilment';
import type { Order } from '@thon/shared/api/schemas/shop-orders';
import { decideShipment } from '@thon/shared/shop/order-states';
import type { Caller } from '../caller';
import { shippedEmails } from './fulfilment-emails';
import { answerOf, emailMove, type AnswerDeps } from './move-answer';
import { moveOrder, type MoveDeps } from './move-order';
import { withShipment } from './next-order';
import { snapshotOf } from './order-snapshot';
import type { FulfilmentPorts } from './ports';

export async function shipOrder(
  deps: MoveDeps & AnswerDeps & Pick<FulfilmentPorts, 'ids'>,
  caller: Caller,
  request: ShipOrderRequest,
): Promise<Order> {
  const shipmentId = deps.ids.newId();
  const lines = request.Lines.map((line) => ({ lineId: line.LineId, quantity: line.Quantity }));
  const { after } = await moveOrder(
    deps,
    caller,
    request,
    (order, actor, stamp) => {
      const decision = decideShipment(snapshotOf(order), lines, actor);
      if (!decision.ok) return decision;
      const shipment = {
        shipmentId,
        carrier: request.Carrier,
        trackingNumber: request.TrackingNumber,
        lines,
      };
      return { ok: true, next: withShipment(order, stamp, decision.to, shipment, decision.shipped) };
    },
    { inputField: 'Lines' },
  );
  await emailMove(deps, after, shippedEmails);
  return answerOf(deps, after);
}
