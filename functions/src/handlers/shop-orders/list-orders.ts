// GET /api/shop/ListOrders — the orders in the caller's reach (see domain/shop-orders/read-orders.ts).
import { shopOrderRoutes } from '@thon/shared/api/routes/shop-orders';
import { shopCartDeps } from '../../composition/shop-order-carts';
import { listOrders } from '../../domain/shop-orders/read-orders';
import { api } from '../../platform/http-api';

export const handler = api(shopOrderRoutes.listOrders).handler(({ caller, query }) =>
  listOrders(shopCartDeps, caller, query),
);
