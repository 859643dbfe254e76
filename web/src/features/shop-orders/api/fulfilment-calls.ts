// The moves of a submitted order (the shop-fulfilment area), typed from the shared route table.
// Each sends the Version the page read, so a decision made on a stale page is refused (409), not
// applied to an order that changed meanwhile; each answers the order as it now stands.
import { shopFulfilmentRoutes } from '@thon/shared/api/routes/shop-fulfilment';
import type {
  CancelOrderRequest,
  HoldOrderRequest,
  MarkOrderDeliveredRequest,
  ShipOrderRequest,
} from '@thon/shared/api/schemas/shop-fulfilment';
import type { Order } from '@thon/shared/api/schemas/shop-orders';
import { callApi } from '../../../lib/api-client';

type Move = { OrderId: string; Version: number };

export const confirmOrder = (move: Move): Promise<Order> =>
  callApi(shopFulfilmentRoutes.confirmOrder, { body: move });
export const holdOrder = (move: HoldOrderRequest): Promise<Order> =>
  callApi(shopFulfilmentRoutes.holdOrder, { body: move });
export const releaseOrder = (move: Move): Promise<Order> =>
  callApi(shopFulfilmentRoutes.releaseOrder, { body: move });
export const shipOrder = (move: ShipOrderRequest): Promise<Order> =>
  callApi(shopFulfilmentRoutes.shipOrder, { body: move });
export const markOrderDelivered = (move: MarkOrderDeliveredRequest): Promise<Order> =>
  callApi(shopFulfilmentRoutes.markOrderDelivered, { body: move });
export const cancelOrder = (move: CancelOrderRequest): Promise<Order> =>
  callApi(shopFulfilmentRoutes.cancelOrder, { body: move });
export const markOrderPaid = (move: Move): Promise<Order> =>
  callApi(shopFulfilmentRoutes.markOrderPaid, { body: move });
