// POST /api/shop/SubmitOrder — a draft submitted and paid for (see domain/shop-orders/submit-order.ts).
import { shopOrderRoutes } from '@thon/shared/api/routes/shop-orders';
import { shopOrderDeps } from '../../composition/shop-orders';
import { submitOrder } from '../../domain/shop-orders/submit-order';
import { api } from '../../platform/http-api';

export const handler = api(shopOrderRoutes.submitOrder).handler(({ caller, body, event }) =>
  submitOrder(shopOrderDeps, caller, body, event.headers['idempotency-key']),
);
