// POST /api/shop/CreateCart — a buyer's new draft cart (see domain/shop-orders/create-cart.ts).
import { shopOrderRoutes } from '@thon/shared/api/routes/shop-orders';
import { shopOrderDeps } from '../../composition/shop-orders';
import { createCart } from '../../domain/shop-orders/create-cart';
import { api } from '../../platform/http-api';

export const handler = api(shopOrderRoutes.createCart).handler(({ caller, body }) =>
  createCart(shopOrderDeps, caller, body),
);
