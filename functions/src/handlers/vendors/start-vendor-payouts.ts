// POST /api/vendors/StartVendorPayouts — the vendor's payout account (created once) and its onboarding link.
import { vendorRoutes } from '@thon/shared/api/routes/vendors';
import { vendorPayoutDeps } from '../../composition/vendor-payouts';
import { startVendorPayouts } from '../../domain/vendors/vendor-payouts';
import { api } from '../../platform/http-api';

export const handler = api(vendorRoutes.startVendorPayouts).handler(({ caller }) =>
  startVendorPayouts(vendorPayoutDeps, caller),
);
