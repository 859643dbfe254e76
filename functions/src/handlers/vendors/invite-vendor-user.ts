// POST /api/vendors/InviteVendorUser — a staff member's account and set-password email (owner, super admin).
import { vendorRoutes } from '@thon/shared/api/routes/vendors';
import { vendorInviteDeps } from '../../composition/vendor-invites';
import { inviteVendorUser } from '../../domain/vendors/vendor-staff';
import { api } from '../../platform/http-api';

export const handler = api(vendorRoutes.inviteVendorUser).handler(({ caller, body }) =>
  inviteVendorUser(vendorInviteDeps, caller, body),
);
