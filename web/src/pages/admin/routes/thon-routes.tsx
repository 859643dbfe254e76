// The console's Thons page under /admin/thons, for both console roles (the API answers each
// viewer's own scope).
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../../components/page-loading';

export const thonRoutes: RouteObject[] = [
  {
    path: 'thons',
    HydrateFallback: PageLoading,
    lazy: async () => {
      const [{ ThonsPage }, { consoleThonsLoader }, { consoleThonAction }] = await Promise.all([
        import('./thons-page'),
        import('@/features/console-thons/routes/console-thon-loaders'),
        import('@/features/console-thons/routes/console-thon-actions'),
      ]);
      return { Component: ThonsPage, loader: consoleThonsLoader, action: consoleThonAction };
    },
  },
];
