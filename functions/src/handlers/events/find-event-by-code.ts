// POST /api/EventCode — the event id for a code, or 'not found'.
import { publicPageRoutes } from '@thon/shared/api/routes/public-pages';
import { api } from '../../platform/http-api';
import { findEventByCode } from '../../domain/events/find-event-by-code';

export const handler = api(publicPageRoutes.eventCode).handler(({ body }) => findEventByCode(body.EventCode));
