// GET /api/participants/GetParticipantsByUserId/{userId} — a user's participants, if entitled.
import { participantRoutes } from '@thon/shared/api/routes/participants';
import { api } from '../../platform/http-api';
import { participantDeps } from '../../composition/participants';
import { participantsOfUser } from '../../domain/participants/participant-lists';

export const handler = api(participantRoutes.getParticipantsByUserId).handler(({ caller, path }) =>
  participantsOfUser(participantDeps, caller, path.userId),
);
