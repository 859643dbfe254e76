// POST /api/events/UpdateThon — organizer's Thon (see domain/events/manage-thon.ts).
import { eventRoutes } from '@thon/shared/api/routes/events';
import { api } from '../../platform/http-api';
import { updateThon } from '../../domain/events/manage-thon';
import { updateThonDeps } from '../../composition/event-pages';

export const handler = api(eventRoutes.updateThon).handler(({ caller, body }) =>
  updateThon(updateThonDeps, caller, body),
);
