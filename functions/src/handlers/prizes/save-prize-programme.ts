// POST /api/prizes/SavePrizeProgramme — save a Thon's prize levels, mode, divisor and supplies.
import { prizeRoutes } from '@thon/shared/api/routes/prizes';
import { savePrizeProgrammeDeps } from '../../composition/prizes-saves';
import { savePrizeProgramme } from '../../domain/prizes/prize-programme';
import { api } from '../../platform/http-api';

export const handler = api(prizeRoutes.savePrizeProgramme).handler(({ caller, body }) =>
  savePrizeProgramme(savePrizeProgrammeDeps, caller, body),
);
