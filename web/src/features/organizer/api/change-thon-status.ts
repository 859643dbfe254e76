// POST /api/events/ChangeThonStatus: the next step of draft → live → completed → processed.
import { routes } from '@thon/shared/api/routes';
import type { EventStatus } from '@thon/shared/api/schemas/events';
import { callApi } from '../../../lib/api-client';

export function changeThonStatus(eventId: string, status: EventStatus) {
  return callApi(routes.changeThonStatus, { body: { EventId: eventId, Status: status } });
}
