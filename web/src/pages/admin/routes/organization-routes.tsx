// The console's organization pages under /admin/organizations, for both console roles (a
// franchisee user's list and pages are their own franchise's, as the API answers them).
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../../components/page-loading';

export const organizationRoutes: RouteObject[] = [
  {
    path: 'organizations',
    children: [
      {
        index: true,
        HydrateFallback: PageLoading,
        lazy: async () => {
          const [{ OrganizationsPage }, { organizationsLoader }] = await Promise.all([
            import('./organizations-page'),
            import('@/features/organizations/routes/organization-loaders'),
          ]);
          return { Component: OrganizationsPage, loader: organizationsLoader };
        },
      },
      {
        path: 'new',
        HydrateFallback: PageLoading,
        lazy: async () => {
          const [{ NewOrganizationPage }, { organizationAction }] = await Promise.all([
            import('./new-organization-page'),
            import('@/features/organizations/routes/organization-actions'),
          ]);
          return { Component: NewOrganizationPage, action: organizationAction };
        },
      },
      {
        path: ':organizationId',
        HydrateFallback: PageLoading,
        lazy: async () => {
          const [{ OrganizationPage }, { organizationLoader }, { organizationAction }] = await Promise.all([
            import('./organization-page'),
            import('@/features/organizations/routes/organization-loaders'),
            import('@/features/organizations/routes/organization-actions'),
          ]);
          return { Component: OrganizationPage, loader: organizationLoader, action: organizationAction };
        },
      },
    ],
  },
];
