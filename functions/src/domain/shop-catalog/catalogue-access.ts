// Who sees which products (docs/shop.md, Who): a vendor user their own vendor's in every status, a
// super admin every product, a buyer active products only. Anything else answers exactly like an
// unknown id (notFoundUnless), never a telling 403.
import { scopedCaller } from '../access/caller-scope';
import { canWorkForVendor, notFoundUnless, ownVendor, type ScopedCaller } from '../access/scope';
import type { Caller } from '../caller';
import type { ProductRecord } from '../../data/repositories/products-repository';
import type { ShopCatalogPorts } from './ports';

export type CatalogueViewer =
  | { kind: 'vendor'; vendorId: string | undefined; scoped: ScopedCaller }
  | { kind: 'super-admin'; scoped: ScopedCaller }
  | { kind: 'buyer'; scoped: ScopedCaller };

export async function catalogueViewer(
  deps: Pick<ShopCatalogPorts, 'callers'>,
  caller: Caller,
): Promise<CatalogueViewer> {
  const scoped = await scopedCaller(deps.callers, caller);
  if (scoped.role === 'vendor') return { kind: 'vendor', vendorId: ownVendor(scoped), scoped };
  if (scoped.role === 'super-admin') return { kind: 'super-admin', scoped };
  return { kind: 'buyer', scoped };
}

export function canSeeProduct(
  viewer: CatalogueViewer,
  product: Pick<ProductRecord, 'vendorId' | 'status'>,
): boolean {
  if (viewer.kind === 'buyer') return product.status === 'active';
  return canWorkForVendor(viewer.scoped, product.vendorId);
}

/** Only the vendor's own people and super admins see the vendor's cost. */
export const seesCost = (viewer: CatalogueViewer) => viewer.kind !== 'buyer';

/**
 * A product the caller may change (their vendor's; any for a super admin), read afresh. The item
 * is read before the scope is decided, so an id out of scope takes the unknown id's path.
 */
export async function productToManage(
  deps: Pick<ShopCatalogPorts, 'products' | 'callers'>,
  caller: Caller,
  productId: string,
): Promise<{ product: ProductRecord; scoped: ScopedCaller }> {
  const [product, scoped] = await Promise.all([
    deps.products.getProduct(productId),
    scopedCaller(deps.callers, caller),
  ]);
  notFoundUnless(product !== undefined && canWorkForVendor(scoped, product.vendorId));
  return { product, scoped };
}
