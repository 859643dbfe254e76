// POST /api/shop/FillCartFromThon — the cart builder (see domain/shop-orders/fill-cart.ts).
import { shopOrderRoutes } from '@thon/shared/api/routes/shop-orders';
import { shopOrderDeps } from '../../composition/shop-orders';
import { fillCartFromThon } from '../../domain/shop-orders/fill-cart';
import { api } from '../../platform/http-api';

export const handler = api(shopOrderRoutes.fillCartFromThon).handler(({ caller, body }) =>
  fillCartFromThon(shopOrderDeps, caller, body),
);
