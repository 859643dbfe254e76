// GET /api/pledges/GetPledgeOptions/{participantId} — what the pledge form needs (public).
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import { api } from '../../platform/http-api';
import { pledgeOptions } from '../../domain/pledges/pledge-options';

export const handler = api(pledgeRoutes.getPledgeOptions).handler(({ path }) =>
  pledgeOptions(path.participantId),
);
