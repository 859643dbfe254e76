// POST /api/shop/ShipOrder — the vendor records a shipment of some or all lines (see domain/shop-fulfilment/ship-order.ts).
import { shopFulfilmentRoutes } from '@thon/shared/api/routes/shop-fulfilment';
import { fulfilmentMailDeps } from '../../composition/shop-fulfilment-mail';
import { shipOrder } from '../../domain/shop-fulfilment/ship-order';
import { api } from '../../platform/http-api';

export const handler = api(shopFulfilmentRoutes.shipOrder).handler(({ caller, body }) =>
  shipOrder(fulfilmentMailDeps, caller, body),
);
