// DELETE /api/Parent/RemoveParticipant/{participantId}: takes a child off the parent's list (the
// participant stays in its event).
import { participantRoutes } from '@thon/shared/api/routes/participants';
import { callApi } from '@/lib/api-client';

export function removeParticipant(participantId: string) {
  return callApi(participantRoutes.removeParentParticipant, { path: { participantId }, query: {} });
}
