// Event day's pages under /eventday/{eventCode}: the counting page (volunteers, teachers and
// organizers scanning bibs) and the gym's screen. Both are public paths: a volunteer counts with a
// one-day code and has no account, and a projector signs in as no one; a signed-in worker's session
// is still used (the root loader reads it on every path). Not in the app's entry: the router
// discovers this tree on the first navigation under /eventday (app/route-discovery.ts), so the
// donor pages download none of it. Import this file only through that discovery.
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../../components/page-loading';

export const eventDayRoutes: RouteObject[] = [
  {
    path: 'eventday/:eventCode',
    children: [
      {
        index: true,
        HydrateFallback: PageLoading,
        lazy: async () => ({ Component: (await import('./counting-page')).CountingPage }),
      },
      // The gym's screen: a chunk of its own, so neither page downloads the other.
      {
        path: 'screen',
        HydrateFallback: PageLoading,
        lazy: async () => ({
          Component: (await import('@/features/eventday-screen/routes/screen-page')).EventDayScreenPage,
        }),
      },
    ],
  },
];
