// POST /api/eventday/RevokeLapToken — one runner's new token; the old bib stops counting.
import { eventDayRoutes } from '@thon/shared/api/routes/eventday';
import { lapTokenDeps } from '../../composition/eventday-bibs';
import { revokeLapToken } from '../../domain/eventday/revoke-lap-token';
import { api } from '../../platform/http-api';

export const handler = api(eventDayRoutes.revokeLapToken).handler(({ caller, body }) =>
  revokeLapToken(lapTokenDeps, caller, body),
);
