// POST /api/shop/CancelOrder — the order cancelled before anything shipped, stock back, a card refunded (see domain/shop-fulfilment/cancel-order.ts).
import { shopFulfilmentRoutes } from '@thon/shared/api/routes/shop-fulfilment';
import { fulfilmentCancelDeps } from '../../composition/shop-fulfilment-cancel';
import { cancelOrder } from '../../domain/shop-fulfilment/cancel-order';
import { api } from '../../platform/http-api';

export const handler = api(shopFulfilmentRoutes.cancelOrder).handler(({ caller, body }) =>
  cancelOrder(fulfilmentCancelDeps, caller, body),
);
