// GET /api/prizes/GetThonPrizes/{eventId} — a Thon's public prizes view (cached 60 s).
import { prizeRoutes } from '@thon/shared/api/routes/prizes';
import { thonPrizesDeps } from '../../composition/prizes';
import { thonPrizes } from '../../domain/prizes/thon-prizes';
import { api } from '../../platform/http-api';

export const handler = api(prizeRoutes.getThonPrizes).handler(({ path }) =>
  thonPrizes(thonPrizesDeps, path.eventId),
);
