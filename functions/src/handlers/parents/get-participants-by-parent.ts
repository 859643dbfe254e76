// GET /api/Parent/GetParticipantsByParent/{parentId}/{userId} — the parent's own participants.
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { participantsOfParent } from '../../domain/participants/participant-lists';

export const handler = api(routes.getParticipantsByParent).handler(({ caller, path }) =>
  participantsOfParent(caller, path.parentId, path.userId),
);
