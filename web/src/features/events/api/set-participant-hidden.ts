// POST /api/events/SetParticipantHidden/{eventId}: hide a participant from the public pages, or show them again.
import { eventRoutes } from '@thon/shared/api/routes/events';
import { callApi } from '@/lib/api-client';

export function setParticipantHidden(eventId: string, participantId: string, hidden: boolean) {
  return callApi(eventRoutes.setParticipantHidden, {
    path: { eventId },
    body: { ParticipantId: participantId, HiddenFromPublic: hidden },
  });
}
