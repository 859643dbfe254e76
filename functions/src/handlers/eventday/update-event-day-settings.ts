// POST /api/eventday/UpdateEventDaySettings — the Thon's lap cooldown, audited.
import { eventDayRoutes } from '@thon/shared/api/routes/eventday';
import { eventDaySettingsDeps } from '../../composition/eventday-bibs';
import { updateEventDaySettings } from '../../domain/eventday/event-day-settings';
import { api } from '../../platform/http-api';

export const handler = api(eventDayRoutes.updateEventDaySettings).handler(({ caller, body }) =>
  updateEventDaySettings(eventDaySettingsDeps, caller, body),
);
