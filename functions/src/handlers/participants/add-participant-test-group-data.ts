// POST /api/Utilities/AddParticipantTestGroupData — store a participant's experiment assignment.
import { participantRoutes } from '@thon/shared/api/routes/participants';
import { api } from '../../platform/http-api';
import { participantDeps } from '../../composition/participants';
import { storeExperimentData } from '../../domain/participants/experiment-data';

export const handler = api(participantRoutes.addParticipantTestGroupData).handler(({ caller, body }) =>
  storeExperimentData(participantDeps, caller, body),
);
