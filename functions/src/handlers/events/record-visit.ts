// POST /api/events/RecordVisit — a page visit with its campaign tracking; answers the visit id.
import { publicPageRoutes } from '@thon/shared/api/routes/public-pages';
import { api } from '../../platform/http-api';
import { recordVisit } from '../../domain/events/record-visit';
import { recordVisitDeps } from '../../composition/visits';

export const handler = api(publicPageRoutes.recordVisit).handler(({ body, event }) =>
  recordVisit(recordVisitDeps, body, event.requestContext.http.sourceIp),
);
