// POST /api/shop/ShipOrder — the vendor records a shipment of some or all lines (see domain/shop-fulfilment/ship-order.ts).
import { shopFulfilmentRoutes } from '@thon/shared/api/routes/shop-fulfilment';
import { fulfilmentDeps } from '../../composition/shop-fulfilment';
import { shipOrder } from '../../domain/shop-fulfilment/ship-order';
import { api } from '../../platform/http-api';

export const handler = api(shopFulfilmentRoutes.shipOrder).handler(({ caller, body }) =>
  shipOrder(fulfilmentDeps, caller, body),
);
