// The Thon page's data: the Thon with its roster (GetThonRoster) and the access codes
// (GetThonAccessCodes), loaded together.
import { eventRoutes } from '@thon/shared/api/routes/events';
import { callApi } from '../../../lib/api-client';

export async function loadThon(eventId: string, signal?: AbortSignal) {
  const [roster, accessCodes] = await Promise.all([
    callApi(eventRoutes.getThonRoster, { path: { eventId }, query: {} }, { signal }),
    callApi(eventRoutes.getThonAccessCodes, { path: { eventId }, query: {} }, { signal }),
  ]);
  return { ...roster, AccessCodes: accessCodes };
}

export type ThonPageData = Awaited<ReturnType<typeof loadThon>>;
