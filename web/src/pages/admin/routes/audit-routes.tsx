// The console's audit log under /admin/audit, for both console roles (the API answers a
// franchisee user their own franchise's entries only).
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../../components/page-loading';

export const auditRoutes: RouteObject[] = [
  {
    path: 'audit',
    children: [
      {
        index: true,
        HydrateFallback: PageLoading,
        lazy: async () => {
          const [{ AuditPage }, { auditLoader }] = await Promise.all([
            import('./audit-page'),
            import('@/features/audit/routes/audit-loader'),
          ]);
          return { Component: AuditPage, loader: auditLoader };
        },
      },
    ],
  },
];
