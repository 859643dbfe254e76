// GET /api/shop/GetProduct/{productId} — one product, as the caller may see it.
import { shopCatalogRoutes } from '@thon/shared/api/routes/shop-catalog';
import { shopCatalogDeps } from '../../composition/shop-catalog';
import { getProduct } from '../../domain/shop-catalog/read-products';
import { api } from '../../platform/http-api';

export const handler = api(shopCatalogRoutes.getProduct).handler(({ caller, path }) =>
  getProduct(shopCatalogDeps, caller, path.productId),
);
