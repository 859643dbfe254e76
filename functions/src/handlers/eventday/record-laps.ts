// POST /api/eventday/RecordLaps — a signed-in worker's or teacher's batch of laps and undos.
import { eventDayRoutes } from '@thon/shared/api/routes/eventday';
import { recordLapsDeps } from '../../composition/eventday-laps';
import { recordLaps } from '../../domain/eventday/record-laps';
import { api } from '../../platform/http-api';

export const handler = api(eventDayRoutes.recordLaps).handler(({ caller, body }) =>
  recordLaps(recordLapsDeps, caller, body),
);
