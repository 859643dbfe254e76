// A product's images go through the landing pages' upload pipeline itself (a presigned POST into
// incoming/, then the object checked by its own bytes, re-encoded by sharp with its metadata
// stripped, and published under public/): one pipeline to keep safe, not two. What the shop adds
// is the product's scope and its limit of six images, checked before the upload and again by the
// append's own condition (two uploads at once cannot make seven).
import type {
  ConfirmProductImageUploadRequest,
  Product,
  ProductImageUpload,
  ProductImageUploadRequest,
} from '@thon/shared/api/schemas/shop-catalog';
import { maxProductImages } from '@thon/shared/api/schemas/shop-catalog';
import { shopTooManyImages } from '@thon/shared/catalog/shop-messages';
import type { Caller } from '../caller';
import { Conflict } from '../errors';
import { confirmImageUpload } from '../landing-pages/confirm-image-upload';
import { startImageUpload } from '../landing-pages/image-upload';
import { productToManage } from './catalogue-access';
import { productView } from './product-view';
import type { ShopCatalogPorts } from './ports';

const tooMany = () => new Conflict(shopTooManyImages(maxProductImages));

export async function startProductImageUpload(
  deps: Pick<ShopCatalogPorts, 'products' | 'callers' | 'uploads' | 'ids' | 'clock'>,
  caller: Caller,
  request: ProductImageUploadRequest,
): Promise<ProductImageUpload> {
  const { product } = await productToManage(deps, caller, request.ProductId);
  if (product.images.length >= maxProductImages) throw tooMany();
  return startImageUpload(deps, caller, request);
}

export async function confirmProductImageUpload(
  deps: Pick<ShopCatalogPorts, 'products' | 'callers' | 'uploads' | 'site' | 'logger' | 'clock'>,
  caller: Caller,
  request: ConfirmProductImageUploadRequest,
): Promise<Product> {
  const { product } = await productToManage(deps, caller, request.ProductId);
  if (product.images.length >= maxProductImages) throw tooMany();
  const image = await confirmImageUpload(deps, caller, request.UploadId);
  const updated = await deps.products.appendProductImage(
    product.productId,
    image.ImageUrl,
    maxProductImages,
    new Date(deps.clock.nowMs()).toISOString(),
  );
  // Only a concurrent upload filling the sixth place gets here (the product was read above).
  if (updated === 'full-or-missing') throw tooMany();
  return productView(updated, true);
}
