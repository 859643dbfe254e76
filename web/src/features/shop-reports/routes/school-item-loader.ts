// /shop/reports/schoolitem's loader: the filters the address names (?thon=, ?franchise=, ?vendor=)
// and the report for them. A super admin must name one first (the API would ask for it); every
// other role's report covers their own scope at once. A refusal is shown beside the filters.
import type { LoaderFunctionArgs } from 'react-router';
import type { SchoolItemReportWire } from '@thon/shared/api/schemas/shop-reports';
import { refusedOr, type Refused } from '../../../components/form/refused-or';
import { requireRole } from '../../../lib/require-role';
import { loadSchoolItems, type SchoolItemFilters } from '../api/shop-report-calls';
import { schoolItemRoles } from './shop-report-access';

export interface SchoolItemView {
  filters: SchoolItemFilters;
  report: SchoolItemReportWire | Refused | undefined;
}

export function filtersOf(url: URL): SchoolItemFilters {
  const value = (name: string) => url.searchParams.get(name)?.trim() || undefined;
  return { thonId: value('thon'), franchiseId: value('franchise'), vendorId: value('vendor') };
}

export async function schoolItemLoader(args: LoaderFunctionArgs): Promise<SchoolItemView> {
  const session = await requireRole(schoolItemRoles)(args);
  const filters = filtersOf(new URL(args.request.url));
  const named = Boolean(filters.thonId ?? filters.franchiseId ?? filters.vendorId);
  if (session.Role === 'super-admin' && !named) return { filters, report: undefined };
  return { filters, report: await refusedOr(() => loadSchoolItems(filters, args.request.signal)) };
}
