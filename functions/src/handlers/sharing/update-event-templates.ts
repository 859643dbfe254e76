// POST /api/sharing/UpdateEventTemplates/{eventId} — saves the event's share templates.
import { eventTemplatesDeps } from '../../composition/sharing';
import { sharingRoutes } from '@thon/shared/api/routes/sharing';
import { api } from '../../platform/http-api';
import { updateEventTemplates } from '../../domain/sharing/event-templates';

export const handler = api(sharingRoutes.updateEventTemplates).handler(({ caller, path, body }) =>
  updateEventTemplates(eventTemplatesDeps, caller, path.eventId, body),
);
