// GET /api/eventday/GetEventDayScreen/{eventCode} — the gym's screen (public, cached 5 s at the edge).
import { eventDayRoutes } from '@thon/shared/api/routes/eventday';
import { api } from '../../platform/http-api';
import { readEventDayScreen } from '../../domain/eventday/read-event-day-screen';
import { eventDayScreenDeps } from '../../composition/eventday-screen';

export const handler = api(eventDayRoutes.getEventDayScreen).handler(({ path }) =>
  readEventDayScreen(eventDayScreenDeps, path.eventCode),
);
