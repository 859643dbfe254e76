// GET /api/pledges/GetPledgeOptions/{participantId} — what the pledge form needs (public).
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import { pledgeReadDeps } from '../../composition/pledge-reads';
import { api } from '../../platform/http-api';
import { pledgeOptions } from '../../domain/pledges/pledge-options';

export const handler = api(pledgeRoutes.getPledgeOptions).handler(({ path }) =>
  pledgeOptions(pledgeReadDeps, path.participantId),
);
