// GET /api/events/GetMyThons — the Thons the caller organizes, newest start date first.
import { eventRoutes } from '@thon/shared/api/routes/events';
import { api } from '../../platform/http-api';
import { myThons } from '../../domain/events/manage-thon';
import { myThonsDeps } from '../../composition/events';

export const handler = api(eventRoutes.getMyThons).handler(({ caller }) => myThons(myThonsDeps, caller));
