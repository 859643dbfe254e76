// POST /api/shop/ProductImageUpload — a presigned POST for one image of a product.
import { shopCatalogRoutes } from '@thon/shared/api/routes/shop-catalog';
import { shopCatalogImageDeps } from '../../composition/shop-catalog-images';
import { startProductImageUpload } from '../../domain/shop-catalog/start-product-image-upload';
import { api } from '../../platform/http-api';

export const handler = api(shopCatalogRoutes.productImageUpload).handler(({ caller, body }) =>
  startProductImageUpload(shopCatalogImageDeps, caller, body),
);
