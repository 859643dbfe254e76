// GET /api/sharing/GetEventTemplates/{eventId} — the event's share templates for its organizer.
import { eventTemplatesDeps } from '../../composition/sharing';
import { sharingRoutes } from '@thon/shared/api/routes/sharing';
import { api } from '../../platform/http-api';
import { getEventTemplates } from '../../domain/sharing/event-templates';

export const handler = api(sharingRoutes.getEventTemplates).handler(({ caller, path }) =>
  getEventTemplates(eventTemplatesDeps, caller, path.eventId),
);
