// POST /api/sharing/UpdateEventTemplates/{eventId} — saves the event's share templates.
import { sharingDeps } from '../../composition/sharing';
import { sharingRoutes } from '@thon/shared/api/routes/sharing';
import { api } from '../../platform/http-api';
import { updateEventTemplates } from '../../domain/sharing/event-templates';

export const handler = api(sharingRoutes.updateEventTemplates).handler(({ caller, path, body }) =>
  updateEventTemplates(sharingDeps, caller, path.eventId, body),
);
