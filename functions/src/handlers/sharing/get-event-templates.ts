// GET /api/sharing/GetEventTemplates/{eventId} — the event's share templates for its organizer.
import { sharingDeps } from '../../composition/sharing';
import { sharingRoutes } from '@thon/shared/api/routes/sharing';
import { api } from '../../platform/http-api';
import { getEventTemplates } from '../../domain/sharing/event-templates';

export const handler = api(sharingRoutes.getEventTemplates).handler(({ caller, path }) =>
  getEventTemplates(sharingDeps, caller, path.eventId),
);
