// The shop reports' calls. Each asks for the CSV beside the rows (Format=csv): the download is the
// server's own file, built once with its formula escaping, rather than a second CSV writer here.
import { shopReportRoutes } from '@thon/shared/api/routes/shop-reports';
import type {
  GetProductStatusReportQuery,
  GetSchoolItemReportQuery,
  ProductStatusReportWire,
  SchoolItemReportWire,
} from '@thon/shared/api/schemas/shop-reports';
import { callApi } from '../../../lib/api-client';

export interface SchoolItemFilters {
  thonId?: string | undefined;
  franchiseId?: string | undefined;
  vendorId?: string | undefined;
}

export function loadProductStatus(
  vendorId: string | undefined,
  signal?: AbortSignal,
): Promise<ProductStatusReportWire> {
  const query: GetProductStatusReportQuery = { Format: 'csv', ...(vendorId ? { VendorId: vendorId } : {}) };
  return callApi(shopReportRoutes.getProductStatusReport, { query }, { signal });
}

export function loadSchoolItems(
  filters: SchoolItemFilters,
  signal?: AbortSignal,
): Promise<SchoolItemReportWire> {
  const query: GetSchoolItemReportQuery = {
    Format: 'csv',
    ...(filters.thonId ? { ThonId: filters.thonId } : {}),
    ...(filters.franchiseId ? { FranchiseId: filters.franchiseId } : {}),
    ...(filters.vendorId ? { VendorId: filters.vendorId } : {}),
  };
  return callApi(shopReportRoutes.getSchoolItemReport, { query }, { signal });
}
