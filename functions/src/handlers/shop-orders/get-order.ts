// GET /api/shop/GetOrder/{orderId} — one order in the caller's reach (see domain/shop-orders/read-orders.ts).
import { shopOrderRoutes } from '@thon/shared/api/routes/shop-orders';
import { shopCartDeps } from '../../composition/shop-order-carts';
import { getOrder } from '../../domain/shop-orders/read-orders';
import { api } from '../../platform/http-api';

export const handler = api(shopOrderRoutes.getOrder).handler(({ caller, path }) =>
  getOrder(shopCartDeps, caller, path.orderId),
);
