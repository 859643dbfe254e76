// GET /api/events/GetMyThons: the Thons the signed-in organizer runs, newest start date first.
import { routes } from '@thon/shared/api/routes';
import { callApi } from '../../../lib/api-client';

export function loadMyThons(signal?: AbortSignal) {
  return callApi(routes.getMyThons, { query: {} }, { signal });
}

export type MyThons = Awaited<ReturnType<typeof loadMyThons>>;
