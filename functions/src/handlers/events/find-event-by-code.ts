// POST /api/EventCode — the event id for a code, or 'not found'.
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { findEventByCode } from '../../domain/events/find-event-by-code';

export const handler = api(routes.eventCode).handler(({ body }) => findEventByCode(body.EventCode));
