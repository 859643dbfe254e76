// The console's reconciliation page under /admin/reconciliation, for both console roles.
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../../components/page-loading';

export const reconciliationRoutes: RouteObject[] = [
  {
    path: 'reconciliation',
    HydrateFallback: PageLoading,
    lazy: async () => {
      const [{ ReconciliationPage }, { reconciliationLoader }] = await Promise.all([
        import('./reconciliation-page'),
        import('@/features/reconciliation/routes/reconciliation-loader'),
      ]);
      return { Component: ReconciliationPage, loader: reconciliationLoader };
    },
  },
];
