// POST /api/shop/HoldOrder — the vendor puts an order on hold with a note (see domain/shop-fulfilment/state-moves.ts).
import { shopFulfilmentRoutes } from '@thon/shared/api/routes/shop-fulfilment';
import { fulfilmentMoveDeps } from '../../composition/shop-fulfilment-moves';
import { holdOrder } from '../../domain/shop-fulfilment/state-moves';
import { api } from '../../platform/http-api';

export const handler = api(shopFulfilmentRoutes.holdOrder).handler(({ caller, body }) =>
  holdOrder(fulfilmentMoveDeps, caller, body),
);
