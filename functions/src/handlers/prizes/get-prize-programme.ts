// GET /api/prizes/GetPrizeProgramme?ThonId= — a Thon's prize programme and class challenges.
import { prizeRoutes } from '@thon/shared/api/routes/prizes';
import { getPrizeProgrammeDeps } from '../../composition/prizes';
import { getPrizeProgramme } from '../../domain/prizes/prize-programme';
import { api } from '../../platform/http-api';

export const handler = api(prizeRoutes.getPrizeProgramme).handler(({ caller, query }) =>
  getPrizeProgramme(getPrizeProgrammeDeps, caller, query.ThonId),
);
