// GET /api/eventday/ListCountingCodes?EventId= — the Thon's counting codes, newest first.
import { eventDayRoutes } from '@thon/shared/api/routes/eventday';
import { countingCodeDeps } from '../../composition/eventday-bibs';
import { listCountingCodes } from '../../domain/eventday/counting-codes';
import { api } from '../../platform/http-api';

export const handler = api(eventDayRoutes.listCountingCodes).handler(({ caller, query }) =>
  listCountingCodes(countingCodeDeps, caller, query.EventId),
);
