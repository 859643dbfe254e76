// GET /api/Parent/GetParticipantsByParent/{parentId}/{userId} — the parent's own participants.
import { participantRoutes } from '@thon/shared/api/routes/participants';
import { api } from '../../platform/http-api';
import { participantDeps } from '../../composition/participants';
import { participantsOfParent } from '../../domain/participants/participant-lists';

export const handler = api(participantRoutes.getParticipantsByParent).handler(({ caller, path }) =>
  participantsOfParent(participantDeps, caller, path.parentId, path.userId),
);
