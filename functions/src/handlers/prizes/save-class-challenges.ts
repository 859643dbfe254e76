// POST /api/prizes/SaveClassChallenges — save a Thon's class challenges.
import { prizeRoutes } from '@thon/shared/api/routes/prizes';
import { saveClassChallengesDeps } from '../../composition/prizes-saves';
import { saveClassChallenges } from '../../domain/prizes/class-challenges';
import { api } from '../../platform/http-api';

export const handler = api(prizeRoutes.saveClassChallenges).handler(({ caller, body }) =>
  saveClassChallenges(saveClassChallengesDeps, caller, body),
);
