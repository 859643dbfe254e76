// POST /api/shop/AdjustStock — move a tracked variant's stock with a reason (never below 0).
import { shopCatalogRoutes } from '@thon/shared/api/routes/shop-catalog';
import { shopCatalogDeps } from '../../composition/shop-catalog';
import { adjustStock } from '../../domain/shop-catalog/adjust-stock';
import { api } from '../../platform/http-api';

export const handler = api(shopCatalogRoutes.adjustStock).handler(({ caller, body }) =>
  adjustStock(shopCatalogDeps, caller, body),
);
