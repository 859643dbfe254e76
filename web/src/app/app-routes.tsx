// The route tree: the layout around every feature's routes. Features own their pages;
// this file only decides where they mount and which of them need a signed-in user.
import type { RouteObject } from 'react-router';
import { adminRoutes } from '@/pages/admin/routes/admin-routes';
import { authRoutes } from '@/features/auth/routes/auth-routes';
import { contactRoutes } from '@/features/support/routes/contact-routes';
import { MetricsLoading } from '@/features/dev/components/metrics-loading';
import { OutboxLoading } from '@/features/dev/components/outbox-loading';
import { eventRoutes } from '@/features/events/routes/event-routes';
import { homeRoutes } from '@/pages/home/routes/home-routes';
import { landingPageRoutes, vanityRoutes } from '@/features/landing-pages/routes/landing-page-routes';
import { myAccountRoutes } from '@/pages/home/routes/my-account-routes';
import { organizerRoutes } from '@/pages/organizer/routes/organizer-routes';
import { parentRoutes } from '@/pages/parent/routes/parent-routes';
import { pledgeRoutes } from '@/features/pledges/routes/pledge-routes';
import { shareRoutes, unsubscribeRoutes } from '@/features/sharing/routes/sharing-routes';
import { studentRoutes } from '@/pages/student/routes/student-routes';
import { teacherRoutes } from '@/pages/teacher/routes/teacher-routes';
import { requireSession } from '../lib/require-session';
import { rootRouteId, signedInRouteId } from '../lib/session-route';
import { Layout, LayoutLoading } from './layout';
import { NotFoundPage } from './not-found-page';
import { alwaysRevalidate, rootLoader } from './root-loader';
import { RouteError } from './route-error';

// Dev-only pages stay out of the production bundle: the branch and its dynamic import are
// removed when import.meta.env.DEV is false at build time. The fallback is set here, not in the
// lazy module, because it must exist before that module loads on a first visit.
const devRoutes: RouteObject[] = import.meta.env.DEV
  ? [
      {
        path: 'dev/outbox',
        HydrateFallback: OutboxLoading,
        lazy: () => import('@/features/dev/routes/outbox-route'),
      },
      {
        path: 'dev/metrics',
        HydrateFallback: MetricsLoading,
        lazy: () => import('@/features/dev/routes/metrics-route'),
      },
    ]
  : [];

export const appRoutes: RouteObject[] = [
  {
    id: rootRouteId,
    path: '/',
    // The route guard: the Session and confinement, checked before every navigation.
    loader: rootLoader,
    shouldRevalidate: alwaysRevalidate,
    // The whole frame, as index.html paints it before the scripts run: a first visit waits for
    // every matched route's loader before the layout renders.
    HydrateFallback: LayoutLoading,
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
          ...studentRoutes,
          ...pledgeRoutes,
          ...unsubscribeRoutes,
          ...contactRoutes,
          ...devRoutes,
          // Pages for signed-in users; without a session they lead to /login?redirect=<path>.
          {
            id: signedInRouteId,
            loader: requireSession,
            shouldRevalidate: alwaysRevalidate,
            children: [
              ...myAccountRoutes,
              // The shop's /shop tree joins here on the first visit (route-discovery.ts).
              ...parentRoutes,
              ...organizerRoutes,
              ...teacherRoutes,
              ...shareRoutes,
              ...landingPageRoutes,
              ...adminRoutes,
            ],
          },
          // A landing page's vanity path /{url}: after every other route, before not-found. Its
          // urls never take an app route's first segment (reservedLandingUrls, tested).
          ...vanityRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
