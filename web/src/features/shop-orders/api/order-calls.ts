// The order pages' calls: carts (create, change, fill from the Thon, delete, submit) and orders
// (list, read), typed from the shared route table.
import { shopOrderRoutes } from '@thon/shared/api/routes/shop-orders';
import type {
  Cart,
  CreateCartRequest,
  FillCartFromThonRequest,
  ListOrdersQuery,
  Order,
  OrderLine,
  OrderList,
  OrderShipment,
  OrderSummary,
  OrderTimelineEntry,
  SubmitOrderRequest,
  UpdateCartRequest,
} from '@thon/shared/api/schemas/shop-orders';
import { callApi } from '../../../lib/api-client';

export type { Cart, Order, OrderLine, OrderList, OrderShipment, OrderSummary, OrderTimelineEntry };
export type { UpdateCartRequest };

export function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return callApi(shopOrderRoutes.getOrder, { path: { orderId }, query: {} }, { signal });
}

export function listOrders(query: ListOrdersQuery, signal?: AbortSignal): Promise<OrderList> {
  return callApi(shopOrderRoutes.listOrders, { query }, { signal });
}

export function createCart(request: CreateCartRequest): Promise<Cart> {
  return callApi(shopOrderRoutes.createCart, { body: request, query: {} });
}

export function updateCart(request: UpdateCartRequest): Promise<Cart> {
  return callApi(shopOrderRoutes.updateCart, { body: request, query: {} });
}

export function fillCartFromThon(request: FillCartFromThonRequest): Promise<Cart> {
  return callApi(shopOrderRoutes.fillCartFromThon, { body: request, query: {} });
}

export function deleteCart(orderId: string): Promise<void> {
  return callApi(shopOrderRoutes.deleteCart, { body: { OrderId: orderId }, query: {} }).then(() => undefined);
}

/** The attempt's Idempotency-Key goes with it: a retry of the same attempt is answered the same order. */
export function submitOrder(request: SubmitOrderRequest, idempotencyKey: string): Promise<Order> {
  return callApi(
    shopOrderRoutes.submitOrder,
    { body: request, query: {} },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}
