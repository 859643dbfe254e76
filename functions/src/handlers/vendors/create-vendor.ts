// POST /api/vendors/CreateVendor — a vendor and its owner's invited account (super admins).
import { vendorRoutes } from '@thon/shared/api/routes/vendors';
import { vendorInviteDeps } from '../../composition/vendor-invites';
import { createVendor } from '../../domain/vendors/manage-vendors';
import { api } from '../../platform/http-api';

export const handler = api(vendorRoutes.createVendor).handler(({ caller, body }) =>
  createVendor(vendorInviteDeps, caller, body),
);
