// POST /api/shop/FillCartFromThon — the cart builder (see domain/shop-orders/fill-cart.ts).
import { shopOrderRoutes } from '@thon/shared/api/routes/shop-orders';
import { shopCartDeps } from '../../composition/shop-order-carts';
import { fillCartFromThon } from '../../domain/shop-orders/fill-cart';
import { api } from '../../platform/http-api';

export const handler = api(shopOrderRoutes.fillCartFromThon).handler(({ caller, body }) =>
  fillCartFromThon(shopCartDeps, caller, body),
);
