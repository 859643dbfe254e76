// The donor event page's data: the typed code names an event (one GetItem), then the public,
// CDN-cached page itself (one Query). An unknown code answers 404 for the route's error view.
import { publicReads } from '@thon/shared/api/public-reads';
import { readApi } from '@/lib/read-api';
import { eventIdOfCode } from './event-id-of-code';

export async function loadEventPage(code: string, signal?: AbortSignal) {
  const eventId = await eventIdOfCode(code, signal);
  if (eventId === undefined) return undefined;
  return readApi(publicReads.getEventPage, { path: { eventId } }, { signal });
}

export type EventPageData = NonNullable<Awaited<ReturnType<typeof loadEventPage>>>;
