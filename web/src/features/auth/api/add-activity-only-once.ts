// POST /api/events/AddActivityOnlyOnce: the API records an activity once per session and type.
import { authRoutes } from '@thon/shared/api/routes/auth';
import { callApi } from '../../../lib/api-client';

/** Activity type 1: signed in with an access code (spec section 4). */
export const accessCodeLoginActivity = 1;

export function addActivityOnlyOnce(token: string, activityTypeId: number) {
  return callApi(authRoutes.addActivityOnlyOnce, { body: { Token: token, ActivityTypeId: activityTypeId } });
}
