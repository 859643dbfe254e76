// POST /api/shop/MarkOrderDelivered — the buyer (or the vendor, with a date) records delivery (see domain/shop-fulfilment/mark-order-delivered.ts).
import { shopFulfilmentRoutes } from '@thon/shared/api/routes/shop-fulfilment';
import { fulfilmentMoveDeps } from '../../composition/shop-fulfilment-moves';
import { markOrderDelivered } from '../../domain/shop-fulfilment/mark-order-delivered';
import { api } from '../../platform/http-api';

export const handler = api(shopFulfilmentRoutes.markOrderDelivered).handler(({ caller, body }) =>
  markOrderDelivered(fulfilmentMoveDeps, caller, body),
);
