// POST /api/shop/CreateProduct — a product of the caller's vendor (a super admin names it).
import { shopCatalogRoutes } from '@thon/shared/api/routes/shop-catalog';
import { shopCatalogDeps } from '../../composition/shop-catalog';
import { createProduct } from '../../domain/shop-catalog/manage-products';
import { api } from '../../platform/http-api';

export const handler = api(shopCatalogRoutes.createProduct).handler(({ caller, body }) =>
  createProduct(shopCatalogDeps, caller, body),
);
