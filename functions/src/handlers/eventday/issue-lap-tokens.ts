// POST /api/eventday/IssueLapTokens — the bibs of a Thon or one class, tokens issued if missing.
import { eventDayRoutes } from '@thon/shared/api/routes/eventday';
import { lapTokenDeps } from '../../composition/eventday-bibs';
import { issueLapTokens } from '../../domain/eventday/issue-lap-tokens';
import { api } from '../../platform/http-api';

export const handler = api(eventDayRoutes.issueLapTokens).handler(({ caller, body }) =>
  issueLapTokens(lapTokenDeps, caller, body),
);
