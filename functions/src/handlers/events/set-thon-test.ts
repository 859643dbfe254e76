// POST /api/events/SetThonTest — mark a draft Thon as a test Thon or not (domain/events/thon-test-mark.ts).
import { eventRoutes } from '@thon/shared/api/routes/events';
import { api } from '../../platform/http-api';
import { setThonTest } from '../../domain/events/thon-test-mark';
import { thonTestMarkDeps } from '../../composition/thon-test-mark';

export const handler = api(eventRoutes.setThonTest).handler(({ caller, body }) =>
  setThonTest(thonTestMarkDeps, caller, body),
);
