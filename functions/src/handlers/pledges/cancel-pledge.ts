// POST /api/pledges/CancelPledge — the donor cancels their per-unit pledge (manage link).
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import { donorChangeDeps } from '../../composition/donor-pledges';
import { api } from '../../platform/http-api';
import { cancelPledge } from '../../domain/pledges/donor-pledge';

export const handler = api(pledgeRoutes.cancelPledge).handler(({ event }) =>
  cancelPledge(donorChangeDeps, event.headers['x-pledge-token']),
);
