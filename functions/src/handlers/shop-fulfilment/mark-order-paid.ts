// POST /api/shop/MarkOrderPaid — the vendor records a purchase order's payment (see domain/shop-fulfilment/state-moves.ts).
import { shopFulfilmentRoutes } from '@thon/shared/api/routes/shop-fulfilment';
import { fulfilmentMoveDeps } from '../../composition/shop-fulfilment-moves';
import { markOrderPaid } from '../../domain/shop-fulfilment/state-moves';
import { api } from '../../platform/http-api';

export const handler = api(shopFulfilmentRoutes.markOrderPaid).handler(({ caller, body }) =>
  markOrderPaid(fulfilmentMoveDeps, caller, body),
);
