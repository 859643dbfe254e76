// POST /api/events/SetParticipantHidden/{eventId} — hide a participant from the public pages.
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { setParticipantHidden } from '../../domain/events/participant-visibility';

export const handler = api(routes.setParticipantHidden).handler(({ caller, path, body }) =>
  setParticipantHidden(caller, path.eventId, body),
);
