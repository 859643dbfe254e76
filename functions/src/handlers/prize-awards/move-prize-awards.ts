// POST /api/prize-awards/MovePrizeAwards — awards moved one step (see domain/prize-awards/move-prize-awards.ts).
import { prizeAwardRoutes } from '@thon/shared/api/routes/prize-awards';
import { moveAwardsDeps } from '../../composition/prize-awards';
import { moveAwards } from '../../domain/prize-awards/move-prize-awards';
import { api } from '../../platform/http-api';

export const handler = api(prizeAwardRoutes.movePrizeAwards).handler(({ caller, body }) =>
  moveAwards(moveAwardsDeps, caller, body),
);
