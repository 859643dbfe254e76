// The Thon page's data: the Thon with its roster (GetThonRoster), the access codes
// (GetThonAccessCodes) and the children waiting for approval (GetPendingParticipants), loaded
// together, so the page's reload after a decision shows the queue as it now is. The access codes
// are management (printing them is): a caller doing event-day work only reads none.
import { eventRoutes } from '@thon/shared/api/routes/events';
import { callApi } from '@/lib/api-client';
import { loadPendingParticipants } from './participant-approvals';

export async function loadThon(eventId: string, signal?: AbortSignal, manages = true) {
  const [roster, accessCodes, pending] = await Promise.all([
    callApi(eventRoutes.getThonRoster, { path: { eventId }, query: {} }, { signal }),
    manages
      ? callApi(eventRoutes.getThonAccessCodes, { path: { eventId }, query: {} }, { signal })
      : Promise.resolve([]),
    loadPendingParticipants(eventId, signal),
  ]);
  return { ...roster, AccessCodes: accessCodes, PendingParticipants: pending };
}

export type ThonPageData = Awaited<ReturnType<typeof loadThon>>;
