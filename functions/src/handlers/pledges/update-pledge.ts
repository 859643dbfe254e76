// POST /api/pledges/UpdatePledge — the donor changes rate, cap, card or expense (manage link).
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import { updatePledgeDeps } from '../../composition/donor-pledge-updates';
import { api } from '../../platform/http-api';
import { updatePledge } from '../../domain/pledges/donor-pledge';

export const handler = api(pledgeRoutes.updatePledge).handler(({ body, event }) =>
  updatePledge(updatePledgeDeps, event.headers['x-pledge-token'], body, event.requestContext.http.sourceIp),
);
