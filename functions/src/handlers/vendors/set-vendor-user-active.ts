// POST /api/vendors/SetVendorUserActive — deactivate (sessions end) or reactivate a vendor's user.
import { vendorRoutes } from '@thon/shared/api/routes/vendors';
import { vendorDeps } from '../../composition/vendors';
import { setVendorUserActive } from '../../domain/vendors/vendor-staff';
import { api } from '../../platform/http-api';

export const handler = api(vendorRoutes.setVendorUserActive).handler(({ caller, body }) =>
  setVendorUserActive(vendorDeps, caller, body),
);
