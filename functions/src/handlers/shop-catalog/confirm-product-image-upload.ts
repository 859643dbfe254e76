// POST /api/shop/ConfirmProductImageUpload — check, strip and publish the upload; add it to the product.
import { shopCatalogRoutes } from '@thon/shared/api/routes/shop-catalog';
import { shopCatalogImageDeps } from '../../composition/shop-catalog-images';
import { confirmProductImageUpload } from '../../domain/shop-catalog/confirm-product-image-upload';
import { api } from '../../platform/http-api';

export const handler = api(shopCatalogRoutes.confirmProductImageUpload).handler(({ caller, body }) =>
  confirmProductImageUpload(shopCatalogImageDeps, caller, body),
);
