// POST /api/shop/CreateCart — a buyer's new draft cart (see domain/shop-orders/create-cart.ts).
import { shopOrderRoutes } from '@thon/shared/api/routes/shop-orders';
import { shopCartDeps } from '../../composition/shop-order-carts';
import { createCart } from '../../domain/shop-orders/create-cart';
import { api } from '../../platform/http-api';

export const handler = api(shopOrderRoutes.createCart).handler(({ caller, body }) =>
  createCart(shopCartDeps, caller, body),
);
