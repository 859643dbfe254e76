// How the counting page talks to the API, by who counts: a volunteer with the day's counting code
// (OpenCountingCode, RecordLapsWithCode: no account), or a signed-in worker or teacher (the
// session's GetEventDayRoster and RecordLaps, which take the Thon's id: the page's address names
// its code, resolved once and then read from the roster kept on the phone).
import { eventDayRoutes } from '@thon/shared/api/routes/eventday';
import { callApi } from '@/lib/api-client';
import { eventIdOfCode } from '@/features/events/api/event-id-of-code';
import type { LoadRoster, SendLaps } from '../offline/counting-sync';
import type { CountingStore } from '../offline/counting-store';

export interface CountingApi {
  send: SendLaps;
  loadRoster: LoadRoster;
}

export function codeCountingApi(eventCode: string, code: string): CountingApi {
  return {
    send: (ops) =>
      callApi(eventDayRoutes.recordLapsWithCode, { body: { EventCode: eventCode, Code: code, Ops: ops } }),
    loadRoster: () =>
      callApi(eventDayRoutes.openCountingCode, { body: { EventCode: eventCode, Code: code } }),
  };
}

export function sessionCountingApi(store: CountingStore): CountingApi {
  let eventId: string | undefined;
  const thonId = async (): Promise<string> => {
    eventId ??= (await store.getRoster())?.EventId ?? (await eventIdOfCode(store.eventCode));
    // An unknown code: the same answer as a Thon the caller may not see.
    if (eventId === undefined) throw Object.assign(new Error('No Thon has this code.'), { status: 404 });
    return eventId;
  };
  return {
    send: async (ops) => callApi(eventDayRoutes.recordLaps, { body: { EventId: await thonId(), Ops: ops } }),
    loadRoster: async () => callApi(eventDayRoutes.getEventDayRoster, { query: { EventId: await thonId() } }),
  };
}
