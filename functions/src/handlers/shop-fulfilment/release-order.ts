// POST /api/shop/ReleaseOrder — the vendor releases a held order to the state it left (see domain/shop-fulfilment/state-moves.ts).
import { shopFulfilmentRoutes } from '@thon/shared/api/routes/shop-fulfilment';
import { fulfilmentMoveDeps } from '../../composition/shop-fulfilment-moves';
import { releaseOrder } from '../../domain/shop-fulfilment/state-moves';
import { api } from '../../platform/http-api';

export const handler = api(shopFulfilmentRoutes.releaseOrder).handler(({ caller, body }) =>
  releaseOrder(fulfilmentMoveDeps, caller, body),
);
