// The Thon's approval queue: children parents created, waiting for the organizer to approve them
// (they join the public pages and may send invitations) or remove them.
import { eventRoutes } from '@thon/shared/api/routes/events';
import { callApi } from '@/lib/api-client';

export function loadPendingParticipants(eventId: string, signal?: AbortSignal) {
  return callApi(eventRoutes.getPendingParticipants, { path: { eventId }, query: {} }, { signal });
}

export function approveParticipant(eventId: string, participantId: string) {
  return callApi(eventRoutes.approveParticipant, {
    path: { eventId },
    body: { ParticipantId: participantId },
  });
}

export function rejectParticipant(eventId: string, participantId: string) {
  return callApi(eventRoutes.rejectParticipant, {
    path: { eventId },
    body: { ParticipantId: participantId },
  });
}
