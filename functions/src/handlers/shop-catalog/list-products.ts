// GET /api/shop/ListProducts — buyers: active products of a category or all; vendors: their own.
import { shopCatalogRoutes } from '@thon/shared/api/routes/shop-catalog';
import { shopCatalogDeps } from '../../composition/shop-catalog';
import { listProducts } from '../../domain/shop-catalog/read-products';
import { api } from '../../platform/http-api';

export const handler = api(shopCatalogRoutes.listProducts).handler(({ caller, query }) =>
  listProducts(shopCatalogDeps, caller, query),
);
