// POST /api/pledges/RetryFailedCharges/{eventId} — queues failed pledges for another charge.
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import { pledgeQueuingDeps } from '../../composition/pledge-queuing';
import { api } from '../../platform/http-api';
import { retryFailedCharges } from '../../domain/pledges/processing/retry-failed-charges';

export const handler = api(pledgeRoutes.retryFailedCharges).handler(({ caller, path }) =>
  retryFailedCharges(pledgeQueuingDeps, caller, path.eventId),
);
