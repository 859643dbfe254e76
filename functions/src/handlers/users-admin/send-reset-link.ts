// POST /api/users-admin/SendResetLink — email a user a password reset link.
import { usersAdminRoutes } from '@thon/shared/api/routes/users-admin';
import { usersAdminLinkDeps } from '../../composition/users-admin-links';
import { sendResetLink } from '../../domain/users-admin/manage-users';
import { api } from '../../platform/http-api';

export const handler = api(usersAdminRoutes.sendResetLink).handler(({ caller, body }) =>
  sendResetLink(usersAdminLinkDeps, caller, body),
);
