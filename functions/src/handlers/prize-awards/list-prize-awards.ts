// GET /api/prize-awards/ListPrizeAwards — the pick list (see domain/prize-awards/list-prize-awards.ts).
import { prizeAwardRoutes } from '@thon/shared/api/routes/prize-awards';
import { listAwardsDeps } from '../../composition/prize-awards';
import { listAwards } from '../../domain/prize-awards/list-prize-awards';
import { api } from '../../platform/http-api';

export const handler = api(prizeAwardRoutes.listPrizeAwards).handler(({ caller, query }) =>
  listAwards(listAwardsDeps, caller, query),
);
