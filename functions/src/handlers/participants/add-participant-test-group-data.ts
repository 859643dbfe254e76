// POST /api/Utilities/AddParticipantTestGroupData — store a participant's experiment assignment.
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { storeExperimentData } from '../../domain/participants/experiment-data';

export const handler = api(routes.addParticipantTestGroupData).handler(({ caller, body }) =>
  storeExperimentData(caller, body),
);
