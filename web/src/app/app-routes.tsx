// The route tree: the layout around every feature's routes. Features own their pages;
// this file only decides where they mount.
import type { RouteObject } from 'react-router';
import { authRoutes } from '../features/auth/routes/auth-routes';
import { OutboxLoading } from '../features/dev/components/outbox-loading';
import { eventRoutes } from '../features/events/routes/event-routes';
import { homeRoutes } from '../features/home/routes/home-routes';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

// Dev-only pages stay out of the production bundle: the branch and its dynamic import are
// removed when import.meta.env.DEV is false at build time. The fallback is set here, not in the
// lazy module, because it must exist before that module loads on a first visit.
const devRoutes: RouteObject[] = import.meta.env.DEV
  ? [
      {
        path: 'dev/outbox',
        HydrateFallback: OutboxLoading,
        lazy: () => import('../features/dev/routes/outbox-route'),
      },
    ]
  : [];

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      // Errors inside a page keep the header and skip link around them.
      {
        errorElement: <RouteError />,
        children: [
          ...homeRoutes,
          ...authRoutes,
          ...eventRoutes,
          ...devRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
