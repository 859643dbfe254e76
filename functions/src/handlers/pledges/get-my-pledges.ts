// GET /api/pledges/GetMyPledges — pledges the caller made and, for a parent, those received.
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import { pledgeReadDeps } from '../../composition/pledge-reads';
import { api } from '../../platform/http-api';
import { myPledges } from '../../domain/pledges/my-pledges';

export const handler = api(pledgeRoutes.getMyPledges).handler(({ caller }) =>
  myPledges(pledgeReadDeps, caller),
);
