// POST /api/pledges/RefundPledge — refunds a charged pledge, fully or in part; totals drop.
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import { refundDeps } from '../../composition/pledge-refunds';
import { api } from '../../platform/http-api';
import { refundPledge } from '../../domain/pledges/processing/refund-pledge';

export const handler = api(pledgeRoutes.refundPledge).handler(({ caller, body }) =>
  refundPledge(refundDeps, caller, body),
);
