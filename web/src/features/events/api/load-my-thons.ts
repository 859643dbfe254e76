// GET /api/events/GetMyThons: the Thons the signed-in organizer runs, newest start date first.
import { eventRoutes } from '@thon/shared/api/routes/events';
import { callApi } from '@/lib/api-client';

export function loadMyThons(signal?: AbortSignal) {
  return callApi(eventRoutes.getMyThons, { query: {} }, { signal });
}

export type MyThons = Awaited<ReturnType<typeof loadMyThons>>;
