// Answers a donor page's first reads started before the app's scripts have run (see
// src/start-donor-reads.ts, which the donor pages' HTML loads beside the entry chunk). The app's
// own read of the same request takes the answer instead of asking again: on a phone the entry
// chunk takes most of a second to arrive and run, and the page's data is ready by then.
// The two scripts are bundled apart (the early one imports nothing, to start at once), so each has
// its own copy of this module; they meet in one map on the page's global object.

const pendingKey = Symbol.for('thon.early-reads');
const pageGlobal = globalThis as typeof globalThis & { [pendingKey]?: Map<string, Promise<Response>> };
const pending = (pageGlobal[pendingKey] ??= new Map());

/** The request's identity: what makes two reads the same answer. */
export function earlyReadKey(method: string, url: URL, body?: string): string {
  return `${method} ${url.href} ${body ?? ''}`;
}

/** Records a read started early, for the app's first read of the same request. */
export function putEarlyRead(key: string, response: Promise<Response>): void {
  pending.set(key, response);
}

/**
 * The early answer to this request, once: a later read of the same request (a revalidation, the
 * next visit in the same tab) asks the server again, so no page shows a stale answer twice.
 */
export function takeEarlyRead(key: string): Promise<Response> | undefined {
  const response = pending.get(key);
  pending.delete(key);
  return response;
}
