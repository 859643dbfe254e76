// POST /api/pledges/ConfirmPledge — the donor confirms a pending pledge (manage link).
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import { donorChangeDeps } from '../../composition/donor-pledges';
import { api } from '../../platform/http-api';
import { confirmPledge } from '../../domain/pledges/donor-pledge';

export const handler = api(pledgeRoutes.confirmPledge).handler(({ event }) =>
  confirmPledge(donorChangeDeps, event.headers['x-pledge-token']),
);
