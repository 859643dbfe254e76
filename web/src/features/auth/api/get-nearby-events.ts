// GET /api/events/GetNearbyEvents: the live public Thons near the visitor (none when unknown).
import { publicPageRoutes } from '@thon/shared/api/routes/public-pages';
import { callApi } from '../../../lib/api-client';

export function getNearbyEvents(signal?: AbortSignal) {
  return callApi(publicPageRoutes.getNearbyEvents, { query: {} }, signal ? { signal } : {});
}
