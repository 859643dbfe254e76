// GET /api/events/GetEventPage/{eventId} — the public donor event page (one Query, cacheable).
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { eventPage } from '../../domain/events/public-pages';

export const handler = api(routes.getEventPage).handler(({ path }) => eventPage(path.eventId));
