// POST /api/users-admin/InviteUser — create an account and email its set-password link.
import { usersAdminRoutes } from '@thon/shared/api/routes/users-admin';
import { usersAdminLinkDeps } from '../../composition/users-admin-links';
import { inviteUser } from '../../domain/users-admin/manage-users';
import { api } from '../../platform/http-api';

export const handler = api(usersAdminRoutes.inviteUser).handler(({ caller, body }) =>
  inviteUser(usersAdminLinkDeps, caller, body),
);
