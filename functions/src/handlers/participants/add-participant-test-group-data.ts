// POST /api/Utilities/AddParticipantTestGroupData — store a participant's experiment assignment.
import { participantRoutes } from '@thon/shared/api/routes/participants';
import { api } from '../../platform/http-api';
import { storeExperimentData } from '../../domain/participants/experiment-data';

export const handler = api(participantRoutes.addParticipantTestGroupData).handler(({ caller, body }) =>
  storeExperimentData(caller, body),
);
