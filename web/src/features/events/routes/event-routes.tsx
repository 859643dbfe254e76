// Donor-facing event pages; /event/{code}#{eventcode} is where a valid event code leads (spec section 2).
// Loaded on demand: on event day this is the page most visitors open first.
import type { RouteObject } from 'react-router';
import { PageLoading } from '../../../components/page-loading';

export const eventRoutes: RouteObject[] = [
  {
    path: 'event/:code',
    HydrateFallback: PageLoading,
    lazy: async () => {
      const [{ EventPage }, { loadEventPage }] = await Promise.all([
        import('./event-page'),
        import('../api/load-event-page'),
      ]);
      return {
        Component: EventPage,
        loader: ({ params, request }) => loadEventPage(params.code ?? '', request.signal),
      };
    },
  },
];
