// POST /api/events/SetParticipantHidden/{eventId} — hide a participant from the public pages.
import { eventRoutes } from '@thon/shared/api/routes/events';
import { api } from '../../platform/http-api';
import { participantVisibilityDeps } from '../../composition/event-pages';
import { setParticipantHidden } from '../../domain/events/participant-visibility';

export const handler = api(eventRoutes.setParticipantHidden).handler(({ caller, path, body }) =>
  setParticipantHidden(participantVisibilityDeps, caller, path.eventId, body),
);
