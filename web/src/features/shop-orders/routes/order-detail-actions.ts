// The order page's route action: one move of the order through the fulfilment API, then the page
// reloads the order (React Router revalidates after an action), so the timeline and the moves
// offered follow. A refusal (a 409 naming the state, a declined refund) is an outcome to show.
import type { ActionFunctionArgs } from 'react-router';
import {
  shopOrderCancelled,
  shopOrderConfirmed,
  shopOrderDelivered,
  shopOrderHeld,
  shopOrderPaid,
  shopOrderReleased,
  shopOrderShipped,
} from '@thon/shared/catalog/shop-messages';
import { refusedOr } from '../../../components/form/refused-or';
import {
  cancelOrder,
  confirmOrder,
  holdOrder,
  markOrderDelivered,
  markOrderPaid,
  releaseOrder,
  shipOrder,
} from '../api/fulfilment-calls';
import type { OrderMoveOutcome, OrderMoveRequest } from './order-detail-requests';

async function move(request: OrderMoveRequest): Promise<string> {
  const at = { OrderId: request.orderId, Version: request.version };
  switch (request.intent) {
    case 'confirm':
      await confirmOrder(at);
      return shopOrderConfirmed;
    case 'hold':
      await holdOrder({ ...at, Note: request.note });
      return shopOrderHeld;
    case 'release':
      await releaseOrder(at);
      return shopOrderReleased;
    case 'ship': {
      const order = await shipOrder({
        ...at,
        Lines: request.lines,
        Carrier: request.carrier,
        TrackingNumber: request.trackingNumber,
      });
      return shopOrderShipped(order.Status === 'shipped');
    }
    case 'mark-paid':
      await markOrderPaid(at);
      return shopOrderPaid;
    case 'deliver':
      await markOrderDelivered(request.deliveredOn ? { ...at, DeliveredOn: request.deliveredOn } : at);
      return shopOrderDelivered;
    case 'cancel':
      await cancelOrder({ ...at, Reason: request.reason });
      return shopOrderCancelled;
  }
}

export async function orderDetailAction({ request }: ActionFunctionArgs) {
  const body = (await request.json()) as OrderMoveRequest;
  return refusedOr<OrderMoveOutcome>(async () => ({ ok: true, message: await move(body) }));
}
