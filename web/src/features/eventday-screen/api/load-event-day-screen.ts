// The gym's screen: the public, CDN-cached GetEventDayScreen (5 s at the edge), read by event code.
// The edge's cache key is the path, so the code is sent as the server reads it (trimmed, upper
// case): every screen of a Thon shares one cached copy however its address was typed.
import { eventDayRoutes } from '@thon/shared/api/routes/eventday';
import { callApi } from '@/lib/api-client';

export function loadEventDayScreen(eventCode: string, signal?: AbortSignal) {
  return callApi(
    eventDayRoutes.getEventDayScreen,
    { path: { eventCode: eventCode.trim().toUpperCase() }, query: {} },
    signal ? { signal } : {},
  );
}

export type EventDayScreenData = Awaited<ReturnType<typeof loadEventDayScreen>>;
