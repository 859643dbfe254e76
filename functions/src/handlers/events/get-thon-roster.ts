// GET /api/events/GetThonRoster/{eventId} — the Thon with the participants the caller records units for.
import { eventRoutes } from '@thon/shared/api/routes/events';
import { api } from '../../platform/http-api';
import { thonRoster } from '../../domain/events/thon-roster';
import { thonRosterDeps } from '../../composition/events';

export const handler = api(eventRoutes.getThonRoster).handler(({ caller, path }) =>
  thonRoster(thonRosterDeps, caller, path.eventId),
);
