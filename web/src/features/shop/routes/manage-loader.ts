// /shop/manage's loader: vendor users and super admins only (the API refuses anyone else). With
// ?product=<id> the product to edit (another vendor's answers 404 like an unknown one, and the
// route's error view says so); without, a new product, for which a super admin names the vendor
// with ?vendor=<id>. With ?historyCursor=<cursor> too, the next page of the product's stock
// history instead, which the stock panel's Show more loads through a fetcher (the query keeps it on
// /shop/manage, the one path of the spec for this page).
import type { LoaderFunctionArgs } from 'react-router';
import type { Session } from '@thon/shared/api/schemas/session';
import { refusedOr, type Refused } from '@/components/form/refused-or';
import { requireRole } from '@/lib/require-role';
import {
  getProduct,
  listStockAdjustments,
  type Product,
  type StockAdjustmentList,
} from '../api/catalog-calls';

export interface ManageData {
  session: Session;
  product: Product | undefined;
  vendorId: string | undefined;
}

/**
 * A later page of the stock history, named by the cursor it was asked for: an answer revalidated
 * after an adjustment (which starts the history again) is then told apart from the page awaited.
 */
export type StockHistoryAnswer = { cursor: string } & ({ ok: true; page: StockAdjustmentList } | Refused);

export const stockHistoryHref = (productId: string, cursor: string) =>
  `/shop/manage?product=${encodeURIComponent(productId)}&historyCursor=${encodeURIComponent(cursor)}`;

export async function manageLoader(args: LoaderFunctionArgs): Promise<ManageData | StockHistoryAnswer> {
  const session = await requireRole(['vendor', 'super-admin'])(args);
  const query = new URL(args.request.url).searchParams;
  const productId = query.get('product') || undefined;
  const cursor = query.get('historyCursor') || undefined;
  if (productId && cursor) {
    const answer = await refusedOr(async () => ({
      ok: true as const,
      page: await listStockAdjustments(productId, cursor, args.request.signal),
    }));
    return { cursor, ...answer };
  }
  const vendorId = query.get('vendor') || undefined;
  const product = productId ? await getProduct(productId, args.request.signal) : undefined;
  return { session, product, vendorId };
}
