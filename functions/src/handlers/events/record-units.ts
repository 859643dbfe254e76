// POST /api/events/RecordUnits — a participant's units, within the event's maximum.
import { eventRoutes } from '@thon/shared/api/routes/events';
import { api } from '../../platform/http-api';
import { recordUnits } from '../../domain/events/teams-and-units';
import { recordUnitsDeps } from '../../composition/events';

export const handler = api(eventRoutes.recordUnits).handler(({ caller, body }) =>
  recordUnits(recordUnitsDeps, caller, body),
);
