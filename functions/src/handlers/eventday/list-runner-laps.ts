// GET /api/eventday/ListRunnerLaps?EventId=&ParticipantId= — one runner's scans, who counted each
// and what became of it.
import { eventDayRoutes } from '@thon/shared/api/routes/eventday';
import { runnerLapsDeps } from '../../composition/eventday-runners';
import { listRunnerLaps } from '../../domain/eventday/runner-laps';
import { api } from '../../platform/http-api';

export const handler = api(eventDayRoutes.listRunnerLaps).handler(({ caller, query }) =>
  listRunnerLaps(runnerLapsDeps, caller, query),
);
