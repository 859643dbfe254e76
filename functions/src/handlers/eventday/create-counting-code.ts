// POST /api/eventday/CreateCountingCode — a volunteer's one-day counting code, shown once.
import { eventDayRoutes } from '@thon/shared/api/routes/eventday';
import { countingCodeDeps } from '../../composition/eventday-bibs';
import { createCountingCode } from '../../domain/eventday/counting-codes';
import { api } from '../../platform/http-api';

export const handler = api(eventDayRoutes.createCountingCode).handler(({ caller, body }) =>
  createCountingCode(countingCodeDeps, caller, body),
);
