// The donor pages' first reads, started by a small script of their own that their HTML loads
// beside the entry chunk (web/tooling/page-shell.ts): the requests leave as soon as this file
// arrives, instead of after the entry chunk (React and the router) has downloaded, run and matched
// the route. The route loaders' reads take these answers (lib/early-reads.ts, lib/read-api.ts).
// Anything unexpected here only means the app asks for itself, as on any other page.
import { donorPageFile } from '@thon/shared/donor-pages';
import { eventNotFound, publicReads, type RouteAddress } from '@thon/shared/api/public-reads';
import { buildHeaders, buildUrl } from './lib/api-request';
import { earlyReadKey, putEarlyRead } from './lib/early-reads';

type Address = RouteAddress<string, unknown, unknown>;

/** The read exactly as readApi sends it, and the key readApi looks it up by. */
function send(address: Address, path: Record<string, string>, body?: unknown) {
  const url = buildUrl(address.path, { path });
  const init: RequestInit = { method: address.method, headers: buildHeaders(body !== undefined) };
  if (body !== undefined) init.body = JSON.stringify(body);
  return {
    key: earlyReadKey(address.method, url, init.body as string | undefined),
    response: fetch(url, init),
  };
}

function startRead(address: Address, path: Record<string, string>): Promise<Response> {
  const { key, response } = send(address, path);
  putEarlyRead(key, response);
  return response;
}

/**
 * The event page reads the event id of its code first, then the page. The code's answer reaches
 * the app only once the page read has been sent and recorded, so the app's page read finds it.
 */
function startEventReads(code: string): Promise<Response> {
  const { key, response } = send(publicReads.eventCode, {}, { EventCode: code });
  const handedOver = response.then(async (answer) => {
    // A copy: the app reads the body of the answer itself.
    const eventId: unknown = answer.ok
      ? await answer
          .clone()
          .json()
          .catch(() => undefined)
      : undefined;
    if (typeof eventId === 'string' && eventId !== eventNotFound) {
      startRead(publicReads.getEventPage, { eventId }).catch(() => undefined);
    }
    return answer;
  });
  putEarlyRead(key, handedOver);
  return handedOver;
}

function startDonorReads(pathname: string): void {
  const file = donorPageFile(pathname);
  if (!file) return;
  const id = decodeURIComponent(pathname.replace(/\/$/, '').split('/').pop() ?? '');
  const started: Record<string, () => Promise<unknown>> = {
    'event.html': () => startEventReads(id),
    'student.html': () => startRead(publicReads.getStudentPage, { participantId: id }),
    'pledge.html': () => startRead(publicReads.getPledgeOptions, { participantId: id }),
  };
  // A failed early read is the loader's to report, when it takes it; here it is only dropped.
  started[file]?.().catch(() => undefined);
}

try {
  startDonorReads(globalThis.location.pathname);
} catch {
  // A path this cannot read (a malformed escape) is left to the app's own reads.
}
