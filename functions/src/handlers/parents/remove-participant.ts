// DELETE /api/Parent/RemoveParticipant/{participantId} — take a child off the caller's list (a
// child the parent created is deleted; a child of the school stays in its event).
import { participantRoutes } from '@thon/shared/api/routes/participants';
import { api } from '../../platform/http-api';
import { removeParticipantDeps } from '../../composition/parents';
import { removeParentParticipant } from '../../domain/parents/remove-participant';

export const handler = api(participantRoutes.removeParentParticipant).handler(({ caller, path }) =>
  removeParentParticipant(removeParticipantDeps, caller, path.participantId),
);
