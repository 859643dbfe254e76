// POST /api/events/RecordVisit — a page visit with its campaign tracking; answers the visit id.
import { publicPageRoutes } from '@thon/shared/api/routes/public-pages';
import { api } from '../../platform/http-api';
import { recordVisit } from '../../domain/events/record-visit';

export const handler = api(publicPageRoutes.recordVisit).handler(({ body, event }) =>
  recordVisit(body, event.requestContext.http.sourceIp),
);
