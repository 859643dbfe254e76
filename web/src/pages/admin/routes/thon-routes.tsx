// The console's Thons pages under /admin/thons, for both console roles (the API answers each
// viewer's own scope): the list, and one Thon's staff and test-mode controls.
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../../components/page-loading';

export const thonRoutes: RouteObject[] = [
  {
    path: 'thons',
    children: [
      {
        index: true,
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
      {
        path: ':eventId',
        HydrateFallback: PageLoading,
        lazy: async () => {
          const [{ ConsoleThonPage }, { consoleThonLoader }, { consoleThonPageAction }] = await Promise.all([
            import('./console-thon-page'),
            import('@/features/console-thons/routes/console-thon-page-loader'),
            import('@/features/console-thons/routes/console-thon-page-actions'),
          ]);
          return { Component: ConsoleThonPage, loader: consoleThonLoader, action: consoleThonPageAction };
        },
      },
    ],
  },
];
