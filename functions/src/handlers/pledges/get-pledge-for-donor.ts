// GET /api/pledges/GetPledgeForDonor — the donor's pledge, by the manage link's X-Pledge-Token.
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import { donorReadDeps } from '../../composition/donor-pledges';
import { api } from '../../platform/http-api';
import { pledgeForDonor } from '../../domain/pledges/donor-pledge';

export const handler = api(pledgeRoutes.getPledgeForDonor).handler(({ event }) =>
  pledgeForDonor(donorReadDeps, event.headers['x-pledge-token']),
);
