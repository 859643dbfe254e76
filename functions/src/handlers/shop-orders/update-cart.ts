// POST /api/shop/UpdateCart — the buyer's cart as they see it (see domain/shop-orders/update-cart.ts).
import { shopOrderRoutes } from '@thon/shared/api/routes/shop-orders';
import { shopCartDeps } from '../../composition/shop-order-carts';
import { updateCart } from '../../domain/shop-orders/update-cart';
import { api } from '../../platform/http-api';

export const handler = api(shopOrderRoutes.updateCart).handler(({ caller, body }) =>
  updateCart(shopCartDeps, caller, body),
);
