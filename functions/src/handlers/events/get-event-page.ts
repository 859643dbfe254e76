// GET /api/events/GetEventPage/{eventId} — the public donor event page (one Query, cacheable).
import { publicPageRoutes } from '@thon/shared/api/routes/public-pages';
import { api } from '../../platform/http-api';
import { eventPage } from '../../domain/events/public-pages';
import { eventPageDeps } from '../../composition/public-pages';

export const handler = api(publicPageRoutes.getEventPage).handler(({ path }) =>
  eventPage(eventPageDeps, path.eventId),
);
