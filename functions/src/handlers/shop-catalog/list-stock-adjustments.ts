// GET /api/shop/ListStockAdjustments — a product's stock moves, newest first.
import { shopCatalogRoutes } from '@thon/shared/api/routes/shop-catalog';
import { shopCatalogDeps } from '../../composition/shop-catalog';
import { listStockAdjustments } from '../../domain/shop-catalog/adjust-stock';
import { api } from '../../platform/http-api';

export const handler = api(shopCatalogRoutes.listStockAdjustments).handler(({ caller, query }) =>
  listStockAdjustments(shopCatalogDeps, caller, query),
);
