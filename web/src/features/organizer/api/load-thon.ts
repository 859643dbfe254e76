// The Thon page's data: the Thon with its roster (GetThonRoster) and the access codes
// (GetThonAccessCodes), loaded together.
import { routes } from '@thon/shared/api/routes';
import { callApi } from '../../../lib/api-client';

export async function loadThon(eventId: string, signal?: AbortSignal) {
  const [roster, accessCodes] = await Promise.all([
    callApi(routes.getThonRoster, { path: { eventId }, query: {} }, { signal }),
    callApi(routes.getThonAccessCodes, { path: { eventId }, query: {} }, { signal }),
  ]);
  return { ...roster, AccessCodes: accessCodes };
}

export type ThonPageData = Awaited<ReturnType<typeof loadThon>>;
