// POST /api/eventday/RevokeCountingCode — a counting code stops working at once.
import { eventDayRoutes } from '@thon/shared/api/routes/eventday';
import { countingCodeDeps } from '../../composition/eventday-bibs';
import { revokeCountingCode } from '../../domain/eventday/counting-codes';
import { api } from '../../platform/http-api';

export const handler = api(eventDayRoutes.revokeCountingCode).handler(({ caller, body }) =>
  revokeCountingCode(countingCodeDeps, caller, body),
);
