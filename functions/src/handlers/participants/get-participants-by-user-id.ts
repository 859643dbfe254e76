// GET /api/participants/GetParticipantsByUserId/{userId} — a user's participants, if entitled.
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { participantsOfUser } from '../../domain/participants/participant-lists';

export const handler = api(routes.getParticipantsByUserId).handler(({ caller, path }) =>
  participantsOfUser(caller, path.userId),
);
