// POST /api/events/SetParticipantHidden/{eventId}: hide a participant from the public pages, or show them again.
import { routes } from '@thon/shared/api/routes';
import { callApi } from '../../../lib/api-client';

export function setParticipantHidden(eventId: string, participantId: string, hidden: boolean) {
  return callApi(routes.setParticipantHidden, {
    path: { eventId },
    body: { ParticipantId: participantId, HiddenFromPublic: hidden },
  });
}
