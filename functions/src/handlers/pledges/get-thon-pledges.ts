// GET /api/pledges/GetThonPledges/{eventId} — the organizer's pledge report (filtered, paginated).
import { pledgeRoutes } from '@thon/shared/api/routes/pledges';
import { pledgeReadDeps } from '../../composition/pledge-reads';
import { api } from '../../platform/http-api';
import { thonPledges } from '../../domain/pledges/thon-pledges';

export const handler = api(pledgeRoutes.getThonPledges).handler(({ caller, path, query }) =>
  thonPledges(pledgeReadDeps, caller, path.eventId, query),
);
