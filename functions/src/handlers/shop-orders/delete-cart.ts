// POST /api/shop/DeleteCart — a draft cart deleted (see domain/shop-orders/delete-cart.ts).
import { shopOrderRoutes } from '@thon/shared/api/routes/shop-orders';
import { shopCartDeps } from '../../composition/shop-order-carts';
import { deleteCart } from '../../domain/shop-orders/delete-cart';
import { api } from '../../platform/http-api';

export const handler = api(shopOrderRoutes.deleteCart).handler(({ caller, body }) =>
  deleteCart(shopCartDeps, caller, body.OrderId),
);
