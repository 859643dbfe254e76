// POST /api/shop/UpdateProduct — edit a product, conditioned on the Version read.
import { shopCatalogRoutes } from '@thon/shared/api/routes/shop-catalog';
import { shopCatalogDeps } from '../../composition/shop-catalog';
import { updateProduct } from '../../domain/shop-catalog/manage-products';
import { api } from '../../platform/http-api';

export const handler = api(shopCatalogRoutes.updateProduct).handler(({ caller, body }) =>
  updateProduct(shopCatalogDeps, caller, body),
);
