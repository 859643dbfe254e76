// The donor event page's data: the typed code names an event (one GetItem), then the public,
// CDN-cached page itself (one Query). An unknown code answers 404 for the route's error view.
import { routes } from '@thon/shared/api/routes';
import { eventNotFound } from '@thon/shared/api/schemas/event-code';
import { callApi } from '../../../lib/api-client';

export async function loadEventPage(code: string, signal?: AbortSignal) {
  const eventId = await callApi(routes.eventCode, { body: { EventCode: code } }, { signal });
  if (eventId === eventNotFound) return undefined;
  return callApi(routes.getEventPage, { path: { eventId }, query: {} }, { signal });
}

export type EventPageData = NonNullable<Awaited<ReturnType<typeof loadEventPage>>>;
