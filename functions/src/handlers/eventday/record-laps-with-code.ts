// POST /api/eventday/RecordLapsWithCode — a volunteer's batch of laps and undos with a counting code.
import { eventDayRoutes } from '@thon/shared/api/routes/eventday';
import { recordLapsDeps } from '../../composition/eventday-laps';
import { recordLapsWithCode } from '../../domain/eventday/record-laps';
import { api } from '../../platform/http-api';

export const handler = api(eventDayRoutes.recordLapsWithCode).handler(({ body }) =>
  recordLapsWithCode(recordLapsDeps, body),
);
