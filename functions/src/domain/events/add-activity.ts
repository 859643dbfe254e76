// Recording an activity of the caller's session once per type. The request names a session token
// too (spec section 7): it must be the caller's own, the one the authorizer verified in the header
// (one token per session), so nobody records activities against another session.
import { tokenNotYourSession } from '@thon/shared/catalog/messages';
import type { Caller } from '../caller';
import { Forbidden } from '../errors';
import type { ActivityLog } from './ports';

export type AddActivityDeps = { activities: ActivityLog };

export async function addActivityOnlyOnce(
  deps: AddActivityDeps,
  caller: Caller,
  request: { bodyToken: string; headerToken: string; activityTypeId: number },
): Promise<{ Added: boolean }> {
  if (request.bodyToken !== request.headerToken) throw new Forbidden(tokenNotYourSession);
  return {
    Added: await deps.activities.recordActivityOnce(caller.sessionId, request.activityTypeId, caller.userId),
  };
}
