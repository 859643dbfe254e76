// What a cart is made of: the shop's active products (the buyers' catalogue, a page at a time,
// followed to a bound), from which the cart builder offers the vendors that sell in the shop and a
// chosen vendor's products. Buyers may not list vendors themselves (ListVendors is the console's).
import { shopCatalogRoutes } from '@thon/shared/api/routes/shop-catalog';
import { maxProductsPageSize, type Product } from '@thon/shared/api/schemas/shop-catalog';
import { callApi } from '../../../lib/api-client';

export type { Product };

/** At most this many pages of the catalogue are read (a few hundred products). */
export const cataloguePagesRead = 5;

export async function loadActiveProducts(signal?: AbortSignal): Promise<Product[]> {
  const products: Product[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < cataloguePagesRead; page += 1) {
    const query = cursor
      ? { PageSize: maxProductsPageSize, Cursor: cursor }
      : { PageSize: maxProductsPageSize };
    const answer = await callApi(shopCatalogRoutes.listProducts, { query }, { signal });
    products.push(...answer.Products);
    cursor = answer.NextCursor;
    if (!cursor) break;
  }
  return products;
}

export interface VendorChoice {
  VendorId: string;
  Name: string;
}

/** The vendors of these products, each once, by name. */
export function vendorsOf(products: readonly Product[]): VendorChoice[] {
  const byId = new Map(products.map((product) => [product.VendorId, product.VendorName]));
  return [...byId]
    .map(([VendorId, Name]) => ({ VendorId, Name }))
    .sort((a, b) => a.Name.localeCompare(b.Name));
}
