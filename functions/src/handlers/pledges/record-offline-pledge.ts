// POST /api/pledges/RecordOfflinePledge — cash or check recorded by an organizer or class teacher.
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import { offlinePledgeDeps } from '../../composition/offline-pledges';
import { api } from '../../platform/http-api';
import { recordOfflinePledge } from '../../domain/pledges/offline-pledge';

export const handler = api(pledgeRoutes.recordOfflinePledge).handler(({ caller, body, event }) =>
  recordOfflinePledge(offlinePledgeDeps, caller, body, event.headers['idempotency-key']),
);
