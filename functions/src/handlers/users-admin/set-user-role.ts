// POST /api/users-admin/SetUserRole — change a user's role and franchise together.
import { usersAdminRoutes } from '@thon/shared/api/routes/users-admin';
import { usersAdminDeps } from '../../composition/users-admin';
import { setUserRole } from '../../domain/users-admin/manage-users';
import { api } from '../../platform/http-api';

export const handler = api(usersAdminRoutes.setUserRole).handler(({ caller, body }) =>
  setUserRole(usersAdminDeps, caller, body),
);
