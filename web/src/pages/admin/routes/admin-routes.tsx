// The admin console under /admin, for super admins and franchisee users (the roles the console
// serves; the API enforces each call's own scope). Mounted in the signed-in group; the frame and
// each page are lazy route modules, so nobody else downloads them.
import type { RouteObject } from 'react-router';
import type { Role } from '@thon/shared/auth/roles';
import { PageLoading } from '../../../components/page-loading';
import { requireRole } from '../../../lib/require-role';

export const adminConsoleRoles: readonly Role[] = ['super-admin', 'franchisee-user'];

export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    loader: requireRole(adminConsoleRoles),
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: (await import('./admin-shell')).AdminShell }),
    children: [
      {
        index: true,
        HydrateFallback: PageLoading,
        lazy: async () => ({ Component: (await import('./admin-home-page')).AdminHomePage }),
      },
    ],
  },
];
