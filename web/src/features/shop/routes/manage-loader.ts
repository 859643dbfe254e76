// /shop/manage's loader: vendor users and super admins only (the API refuses anyone else). With
// ?product=<id> the product to edit (another vendor's answers 404 like an unknown one, and the
// route's error view says so); without, a new product, for which a super admin names the vendor
// with ?vendor=<id>.
import type { LoaderFunctionArgs } from 'react-router';
import type { Session } from '@thon/shared/api/schemas/session';
import { requireRole } from '@/lib/require-role';
import { getProduct, type Product } from '../api/catalog-calls';

export interface ManageData {
  session: Session;
  product: Product | undefined;
  vendorId: string | undefined;
}

export async function manageLoader(args: LoaderFunctionArgs): Promise<ManageData> {
  const session = await requireRole(['vendor', 'super-admin'])(args);
  const query = new URL(args.request.url).searchParams;
  const productId = query.get('product') || undefined;
  const vendorId = query.get('vendor') || undefined;
  const product = productId ? await getProduct(productId, args.request.signal) : undefined;
  return { session, product, vendorId };
}
