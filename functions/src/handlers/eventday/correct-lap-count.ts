// POST /api/eventday/CorrectLapCount — a Thon manager sets a runner's laps with a reason (audited);
// the units follow at once.
import { eventDayRoutes } from '@thon/shared/api/routes/eventday';
import { correctLapCountDeps } from '../../composition/lap-corrections';
import { correctLapCount } from '../../domain/eventday/correct-lap-count';
import { api } from '../../platform/http-api';

export const handler = api(eventDayRoutes.correctLapCount).handler(({ caller, body }) =>
  correctLapCount(correctLapCountDeps, caller, body),
);
