// GET /api/events/GetThonAccessCodes/{eventId} — every participant's access code, for printing.
import { eventRoutes } from '@thon/shared/api/routes/events';
import { api } from '../../platform/http-api';
import { thonAccessCodes } from '../../domain/events/manage-thon';
import { thonAccessCodesDeps } from '../../composition/events';

export const handler = api(eventRoutes.getThonAccessCodes).handler(({ caller, path }) =>
  thonAccessCodes(thonAccessCodesDeps, caller, path.eventId),
);
