// Reading the catalogue: one product, and lists a page at a time (one Query per page). Buyers read
// the active products of a category (gsi2) or all of them (gsi3), by name, optionally a typed name
// prefix; a vendor user reads their own vendor's in every status (gsi1); a super admin naming a
// vendor reads that vendor's as the vendor does.
import type { ListProductsQuery, Product, ProductList } from '@thon/shared/api/schemas/shop-catalog';
import { shopCursorNotValid } from '@thon/shared/catalog/shop-messages';
import { canWorkForVendor, notFoundUnless } from '../access/scope';
import type { Caller } from '../caller';
import { RuleBroken } from '../errors';
import type { ProductPage } from '../../data/repositories/products-repository';
import { canSeeProduct, catalogueViewer, seesCost } from './catalogue-access';
import { productStatusFromWire, productView } from './product-view';
import type { ShopCatalogPorts } from './ports';

export async function getProduct(
  deps: Pick<ShopCatalogPorts, 'products' | 'callers'>,
  caller: Caller,
  productId: string,
): Promise<Product> {
  const [product, viewer] = await Promise.all([
    deps.products.getProduct(productId),
    catalogueViewer(deps, caller),
  ]);
  notFoundUnless(product !== undefined && canSeeProduct(viewer, product));
  return productView(product, seesCost(viewer));
}

/** A typed search as the name key holds names: lowercased, trimmed. */
export const namePrefix = (search: string | undefined) => search?.trim().toLowerCase() || undefined;

export async function listProducts(
  deps: Pick<ShopCatalogPorts, 'products' | 'callers'>,
  caller: Caller,
  query: ListProductsQuery,
): Promise<ProductList> {
  const viewer = await catalogueViewer(deps, caller);
  const page = { limit: query.PageSize, cursor: query.Cursor };
  const prefix = namePrefix(query.Search);
  const vendorId =
    viewer.kind === 'vendor' ? viewer.vendorId : viewer.kind === 'super-admin' ? query.VendorId : undefined;
  let found: ProductPage | undefined;
  if (vendorId !== undefined || viewer.kind === 'vendor') {
    // A vendor user naming another vendor, or holding none, reaches nothing: as an unknown vendor.
    notFoundUnless(
      vendorId !== undefined &&
        (query.VendorId === undefined || query.VendorId === vendorId) &&
        canWorkForVendor(viewer.scoped, vendorId),
    );
    found = await deps.products.listVendorProducts(
      vendorId,
      {
        status: query.Status === undefined ? undefined : productStatusFromWire[query.Status],
        category: query.Category,
        prefix,
      },
      page,
    );
  } else {
    found = await deps.products.listActiveProducts({ category: query.Category, prefix }, page);
  }
  if (!found) throw new RuleBroken(shopCursorNotValid, [{ path: 'Cursor', message: shopCursorNotValid }]);
  const products = found.products.filter((product) => canSeeProduct(viewer, product));
  return {
    Products: products.map((product) => productView(product, seesCost(viewer))),
    ...(found.nextCursor !== undefined ? { NextCursor: found.nextCursor } : {}),
  };
}
