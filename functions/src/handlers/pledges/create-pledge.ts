// POST /api/pledges/CreatePledge — a donor's pledge or gift (see domain/pledges/create-pledge.ts).
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import { createPledgeDeps } from '../../composition/pledge-creation';
import { api } from '../../platform/http-api';
import { createPledge } from '../../domain/pledges/create-pledge';

export const handler = api(pledgeRoutes.createPledge).handler(({ body, event }) =>
  createPledge(createPledgeDeps, body, {
    idempotencyKey: event.headers['idempotency-key'],
    clientIp: event.requestContext.http.sourceIp,
  }),
);
