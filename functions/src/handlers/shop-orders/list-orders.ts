// GET /api/shop/ListOrders — the orders in the caller's reach (see domain/shop-orders/read-orders.ts).
import { shopOrderRoutes } from '@thon/shared/api/routes/shop-orders';
import { shopOrderDeps } from '../../composition/shop-orders';
import { listOrders } from '../../domain/shop-orders/read-orders';
import { api } from '../../platform/http-api';

export const handler = api(shopOrderRoutes.listOrders).handler(({ caller, query }) =>
  listOrders(shopOrderDeps, caller, query),
);
