// GET /api/users-admin/FindOrganizer — an active organizer by exact email (their id and name only).
import { usersAdminRoutes } from '@thon/shared/api/routes/users-admin';
import { usersAdminDeps } from '../../composition/users-admin';
import { findOrganizer } from '../../domain/users-admin/find-organizer';
import { api } from '../../platform/http-api';

export const handler = api(usersAdminRoutes.findOrganizer).handler(({ query }) =>
  findOrganizer(usersAdminDeps, query),
);
