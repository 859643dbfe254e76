// POST /api/shop/MarkOrderPaid — the vendor records a purchase order's payment (see domain/shop-fulfilment/state-moves.ts).
import { shopFulfilmentRoutes } from '@thon/shared/api/routes/shop-fulfilment';
import { fulfilmentDeps } from '../../composition/shop-fulfilment';
import { markOrderPaid } from '../../domain/shop-fulfilment/state-moves';
import { api } from '../../platform/http-api';

export const handler = api(shopFulfilmentRoutes.markOrderPaid).handler(({ caller, body }) =>
  markOrderPaid(fulfilmentDeps, caller, body),
);
