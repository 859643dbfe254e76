// GET /api/vendors/ListVendorUsers — a vendor's staff (a vendor user's own vendor; a super admin names it).
import { vendorRoutes } from '@thon/shared/api/routes/vendors';
import { vendorDeps } from '../../composition/vendors';
import { listVendorUsers } from '../../domain/vendors/vendor-staff';
import { api } from '../../platform/http-api';

export const handler = api(vendorRoutes.listVendorUsers).handler(({ caller, query }) =>
  listVendorUsers(vendorDeps, caller, query),
);
