// /shop/reports/productstatus's loader: a vendor user's own report at once; a super admin's for the
// vendor the address names (?vendor=), or nothing until one is named. A refusal (another vendor's
// id answers as unknown) is shown beside the form, not as a broken page.
import type { LoaderFunctionArgs } from 'react-router';
import type { ProductStatusReportWire } from '@thon/shared/api/schemas/shop-reports';
import { refusedOr, type Refused } from '../../../components/form/refused-or';
import { requireRole } from '../../../lib/require-role';
import { loadProductStatus } from '../api/shop-report-calls';
import { productStatusRoles } from './shop-report-access';

export interface ProductStatusView {
  /** True for a super admin: the page asks which vendor. */
  namesVendor: boolean;
  vendorId: string | undefined;
  report: ProductStatusReportWire | Refused | undefined;
}

export async function productStatusLoader(args: LoaderFunctionArgs): Promise<ProductStatusView> {
  const session = await requireRole(productStatusRoles)(args);
  const namesVendor = session.Role === 'super-admin';
  const vendorId = namesVendor
    ? new URL(args.request.url).searchParams.get('vendor')?.trim() || undefined
    : undefined;
  if (namesVendor && vendorId === undefined) return { namesVendor, vendorId, report: undefined };
  return {
    namesVendor,
    vendorId,
    report: await refusedOr(() => loadProductStatus(vendorId, args.request.signal)),
  };
}
