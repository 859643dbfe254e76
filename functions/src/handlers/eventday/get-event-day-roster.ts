// GET /api/eventday/GetEventDayRoster?EventId= — the counting page's roster for a signed-in worker
// or class teacher (their classes only).
import { eventDayRoutes } from '@thon/shared/api/routes/eventday';
import { eventDayRosterDeps } from '../../composition/eventday-runners';
import { readEventDayRoster } from '../../domain/eventday/event-day-roster';
import { api } from '../../platform/http-api';

export const handler = api(eventDayRoutes.getEventDayRoster).handler(({ caller, query }) =>
  readEventDayRoster(eventDayRosterDeps, { caller, eventId: query.EventId }),
);
