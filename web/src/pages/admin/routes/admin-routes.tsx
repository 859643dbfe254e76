// The admin console under /admin, for super admins and franchisee users (the roles the console
// serves; the API enforces each call's own scope). Mounted in the signed-in group; the frame and
// each page are lazy route modules, so nobody else downloads them.
import type { RouteObject } from 'react-router';
import type { Role } from '@thon/shared/auth/roles';
import { PageLoading } from '../../../components/page-loading';
import { requireRole } from '../../../lib/require-role';
import { adminRouteId } from '../../../lib/session-route';
import { auditRoutes } from './audit-routes';
import { organizationRoutes } from './organization-routes';
import { reconciliationRoutes } from './reconciliation-routes';
import { referenceListRoutes } from './reference-list-routes';
import { thonRoutes } from './thon-routes';
import { userRoutes } from './user-routes';

export const adminConsoleRoles: readonly Role[] = ['super-admin', 'franchisee-user'];

export const adminRoutes: RouteObject[] = [
  {
    id: adminRouteId,
    path: 'admin',
    loader: requireRole(adminConsoleRoles),
    HydrateFallback: PageLoading,
    lazy: async () => ({ Component: (await import('./admin-shell')).AdminShell }),
    children: [
      {
        index: true,
        HydrateFallback: PageLoading,
        // A franchisee user's home is their franchise's dashboard, above the sections.
        lazy: async () => {
          const [{ AdminHomePage }, { franchiseDashboardLoader }] = await Promise.all([
            import('./admin-home-page'),
            import('@/features/franchisee/routes/dashboard-loader'),
          ]);
          return { Component: AdminHomePage, loader: franchiseDashboardLoader };
        },
      },
      // The list and the new franchise are for super admins (ListFranchises and CreateFranchise
      // are theirs alone).
      {
        path: 'franchises',
        loader: requireRole(['super-admin']),
        children: [
          {
            index: true,
            HydrateFallback: PageLoading,
            lazy: async () => {
              const [{ FranchisesPage }, { franchisesLoader }] = await Promise.all([
                import('./franchises-page'),
                import('@/features/franchises/routes/franchise-loaders'),
              ]);
              return { Component: FranchisesPage, loader: franchisesLoader };
            },
          },
          {
            path: 'new',
            HydrateFallback: PageLoading,
            lazy: async () => {
              const [{ NewFranchisePage }, { franchiseAction }] = await Promise.all([
                import('./new-franchise-page'),
                import('@/features/franchises/routes/franchise-actions'),
              ]);
              return { Component: NewFranchisePage, action: franchiseAction };
            },
          },
        ],
      },
      {
        // A franchisee user may open their own franchise (the API answers another's as unknown).
        path: 'franchises/:franchiseId',
        HydrateFallback: PageLoading,
        lazy: async () => {
          const [{ FranchisePage }, { franchiseLoader }, { franchiseAction }] = await Promise.all([
            import('./franchise-page'),
            import('@/features/franchises/routes/franchise-loaders'),
            import('@/features/franchises/routes/franchise-actions'),
          ]);
          return { Component: FranchisePage, loader: franchiseLoader, action: franchiseAction };
        },
      },
      ...organizationRoutes,
      ...auditRoutes,
      ...reconciliationRoutes,
      ...referenceListRoutes,
      ...thonRoutes,
      ...userRoutes,
      // The vendor pages (/admin/vendors) join here on the first visit (app/route-discovery.ts).
    ],
  },
];
