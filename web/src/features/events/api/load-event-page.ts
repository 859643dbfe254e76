// The donor event page's data: the typed code names an event (one GetItem), then the public,
// CDN-cached page itself (one Query). An unknown code answers 404 for the route's error view.
import { publicPageRoutes } from '@thon/shared/api/routes/public-pages';
import { callApi } from '../../../lib/api-client';
import { eventIdOfCode } from './event-id-of-code';

export async function loadEventPage(code: string, signal?: AbortSignal) {
  const eventId = await eventIdOfCode(code, signal);
  if (eventId === undefined) return undefined;
  return callApi(publicPageRoutes.getEventPage, { path: { eventId }, query: {} }, { signal });
}

export type EventPageData = NonNullable<Awaited<ReturnType<typeof loadEventPage>>>;
