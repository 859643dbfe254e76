// ConfirmProductImageUpload: the landing pages' confirmation itself (the object checked by its own
// bytes, re-encoded by sharp with its metadata stripped, published under public/): one pipeline to
// keep safe, not two. Then the image is appended to the product, conditioned on it holding fewer
// than six (two uploads at once cannot make seven).
import type { ConfirmProductImageUploadRequest, Product } from '@thon/shared/api/schemas/shop-catalog';
import type { Caller } from '../caller';
import { confirmImageUpload } from '../landing-pages/confirm-image-upload';
import { productToManage } from './catalogue-access';
import { maxProductImages, tooManyImages } from './product-image-limits';
import { productView } from './product-view';
import type { ShopCatalogPorts } from './ports';

export async function confirmProductImageUpload(
  deps: Pick<ShopCatalogPorts, 'products' | 'callers' | 'uploads' | 'site' | 'logger' | 'clock'>,
  caller: Caller,
  request: ConfirmProductImageUploadRequest,
): Promise<Product> {
  const { product } = await productToManage(deps, caller, request.ProductId);
  if (product.images.length >= maxProductImages) throw tooManyImages();
  const image = await confirmImageUpload(deps, caller, request.UploadId);
  const updated = await deps.products.appendProductImage(
    product.productId,
    image.ImageUrl,
    maxProductImages,
    new Date(deps.clock.nowMs()).toISOString(),
  );
  // Only a concurrent upload filling the sixth place gets here (the product was read above).
  if (updated === 'full-or-missing') throw tooManyImages();
  return productView(updated, true);
}
