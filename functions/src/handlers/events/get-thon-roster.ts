// GET /api/events/GetThonRoster/{eventId} — the Thon with the participants the caller records units for.
import { eventRoutes } from '@thon/shared/api/routes/events';
import { api } from '../../platform/http-api';
import { thonRoster } from '../../domain/events/thon-roster';

export const handler = api(eventRoutes.getThonRoster).handler(({ caller, path }) =>
  thonRoster(caller, path.eventId),
);
