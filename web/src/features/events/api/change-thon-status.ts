// POST /api/events/ChangeThonStatus: the next step of draft → live → completed → processed.
import { eventRoutes } from '@thon/shared/api/routes/events';
import type { EventStatus } from '@thon/shared/api/schemas/events';
import { callApi } from '@/lib/api-client';

export function changeThonStatus(eventId: string, status: EventStatus) {
  return callApi(eventRoutes.changeThonStatus, { body: { EventId: eventId, Status: status } });
}
