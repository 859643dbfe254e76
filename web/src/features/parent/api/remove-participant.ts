// DELETE /api/Parent/RemoveParticipant/{participantId}: takes a child off the parent's list (the
// participant stays in its event).
import { routes } from '@thon/shared/api/routes';
import { callApi } from '../../../lib/api-client';

export function removeParticipant(participantId: string) {
  return callApi(routes.removeParentParticipant, { path: { participantId }, query: {} });
}
