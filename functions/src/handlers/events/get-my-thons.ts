// GET /api/events/GetMyThons — the Thons the caller organizes, newest start date first.
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { myThons } from '../../domain/events/manage-thon';

export const handler = api(routes.getMyThons).handler(({ caller }) => myThons(caller));
