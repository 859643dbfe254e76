// POST /api/eventday/RecordLaps — not built yet: a placeholder so the stack can load every route's handler; its
// owner replaces it with the real one.
import { eventDayRoutes } from '@thon/shared/api/routes/eventday';
import { Failed } from '../../domain/errors';
import { api } from '../../platform/http-api';

export const handler = api(eventDayRoutes.recordLaps).handler(() => {
  throw new Failed('Not built yet');
});
