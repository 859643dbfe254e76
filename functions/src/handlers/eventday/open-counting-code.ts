// POST /api/eventday/OpenCountingCode — a volunteer's counting code opens its Thon's roster (401
// when the code is unknown, expired or revoked).
import { eventDayRoutes } from '@thon/shared/api/routes/eventday';
import { eventDayRosterDeps } from '../../composition/eventday-runners';
import { readEventDayRoster } from '../../domain/eventday/event-day-roster';
import { api } from '../../platform/http-api';

export const handler = api(eventDayRoutes.openCountingCode).handler(({ body }) =>
  readEventDayRoster(eventDayRosterDeps, { eventCode: body.EventCode, code: body.Code }),
);
