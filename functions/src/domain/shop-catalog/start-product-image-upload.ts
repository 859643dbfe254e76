// ProductImageUpload: the landing pages' presigned POST (incoming/, content type and size in its
// conditions) for one image of a product the caller manages, refused once it has six. Apart from
// the confirmation so this route does not bundle sharp.
import type { ProductImageUpload, ProductImageUploadRequest } from '@thon/shared/api/schemas/shop-catalog';
import type { Caller } from '../caller';
import { startImageUpload } from '../landing-pages/image-upload';
import { productToManage } from './catalogue-access';
import { maxProductImages, tooManyImages } from './product-image-limits';
import type { ShopCatalogPorts } from './ports';

export async function startProductImageUpload(
  deps: Pick<ShopCatalogPorts, 'products' | 'callers' | 'uploads' | 'ids' | 'clock'>,
  caller: Caller,
  request: ProductImageUploadRequest,
): Promise<ProductImageUpload> {
  const { product } = await productToManage(deps, caller, request.ProductId);
  if (product.images.length >= maxProductImages) throw tooManyImages();
  return startImageUpload(deps, caller, request);
}
