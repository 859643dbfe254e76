// POST /api/users-admin/SetUserActive — deactivate (ending the sessions) or reactivate a user.
import { usersAdminRoutes } from '@thon/shared/api/routes/users-admin';
import { usersAdminDeps } from '../../composition/users-admin';
import { setUserActive } from '../../domain/users-admin/manage-users';
import { api } from '../../platform/http-api';

export const handler = api(usersAdminRoutes.setUserActive).handler(({ caller, body }) =>
  setUserActive(usersAdminDeps, caller, body),
);
