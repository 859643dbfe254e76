// GET /api/vendors/GetVendor/{vendorId} — one vendor, in the caller's scope, payout status refreshed.
import { vendorRoutes } from '@thon/shared/api/routes/vendors';
import { vendorPayoutDeps } from '../../composition/vendor-payouts';
import { getVendor } from '../../domain/vendors/read-vendors';
import { api } from '../../platform/http-api';

export const handler = api(vendorRoutes.getVendor).handler(({ caller, path }) =>
  getVendor(vendorPayoutDeps, caller, path.vendorId),
);
