// GET /api/users-admin/SearchUsers — users by name prefix, exact username or email, or a franchise's.
import { usersAdminRoutes } from '@thon/shared/api/routes/users-admin';
import { usersAdminDeps } from '../../composition/users-admin';
import { searchUsers } from '../../domain/users-admin/search-users';
import { api } from '../../platform/http-api';

export const handler = api(usersAdminRoutes.searchUsers).handler(({ caller, query }) =>
  searchUsers(usersAdminDeps, caller, query),
);
