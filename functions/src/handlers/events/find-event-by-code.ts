// POST /api/EventCode — the event id for a code, or 'not found'.
import { publicPageRoutes } from '@thon/shared/api/routes/public-pages';
import { api } from '../../platform/http-api';
import { findEventByCode } from '../../domain/events/find-event-by-code';
import { eventCodeDeps } from '../../composition/events';

export const handler = api(publicPageRoutes.eventCode).handler(({ body }) =>
  findEventByCode(eventCodeDeps, body.EventCode),
);
