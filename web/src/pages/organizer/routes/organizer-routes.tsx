// The organizer's Thon pages, for organizers and super admins. Mounted under the signed-in group.
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { requireRole } from '../../../lib/require-role';

export const organizerRoutes: RouteObject[] = [
  {
    path: 'organizer/thons',
    loader: requireRole(['organizer', 'super-admin']),
    children: [
      {
        index: true,
        HydrateFallback: PageLoading,
        lazy: async () => {
          const [{ MyThonsPage }, { loadMyThons }] = await Promise.all([
            import('./my-thons-page'),
            import('@/features/events/api/load-my-thons'),
          ]);
          return { Component: MyThonsPage, loader: ({ request }) => loadMyThons(request.signal) };
        },
      },
      {
        path: 'new',
        HydrateFallback: PageLoading,
        lazy: async () => {
          const [{ NewThonPage }, { newThonAction }] = await Promise.all([
            import('./new-thon-page'),
            import('@/features/events/routes/new-thon-actions'),
          ]);
          return { Component: NewThonPage, action: newThonAction };
        },
      },
      {
        path: ':eventId',
        HydrateFallback: PageLoading,
        lazy: async () => {
          const [{ ThonPage }, { loadThon }, { thonAction }] = await Promise.all([
            import('./thon-page'),
            import('@/features/events/api/load-thon'),
            import('./thon-actions'),
          ]);
          return {
            Component: ThonPage,
            loader: ({ params, request }) => loadThon(params.eventId ?? '', request.signal),
            action: thonAction,
          };
        },
      },
    ],
  },
];
