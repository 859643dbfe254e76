// POST /api/shop/ConfirmOrder — the vendor accepts a submitted order (see domain/shop-fulfilment/state-moves.ts).
import { shopFulfilmentRoutes } from '@thon/shared/api/routes/shop-fulfilment';
import { fulfilmentMailDeps } from '../../composition/shop-fulfilment-mail';
import { confirmOrder } from '../../domain/shop-fulfilment/state-moves';
import { api } from '../../platform/http-api';

export const handler = api(shopFulfilmentRoutes.confirmOrder).handler(({ caller, body }) =>
  confirmOrder(fulfilmentMailDeps, caller, body),
);
