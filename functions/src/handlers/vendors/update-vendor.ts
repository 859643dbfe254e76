// POST /api/vendors/UpdateVendor — a super admin any field, the owner the contact; on the Version read.
import { vendorRoutes } from '@thon/shared/api/routes/vendors';
import { vendorDeps } from '../../composition/vendors';
import { updateVendor } from '../../domain/vendors/manage-vendors';
import { api } from '../../platform/http-api';

export const handler = api(vendorRoutes.updateVendor).handler(({ caller, body }) =>
  updateVendor(vendorDeps, caller, body),
);
