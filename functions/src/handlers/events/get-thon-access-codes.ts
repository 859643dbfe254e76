// GET /api/events/GetThonAccessCodes/{eventId} — every participant's access code, for printing.
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { thonAccessCodes } from '../../domain/events/manage-thon';

export const handler = api(routes.getThonAccessCodes).handler(({ caller, path }) =>
  thonAccessCodes(caller, path.eventId),
);
