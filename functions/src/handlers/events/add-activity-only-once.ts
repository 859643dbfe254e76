// POST /api/events/AddActivityOnlyOnce — records the activity once per session and type.
import { tokenNotYourSession } from '@thon/shared/catalog/messages';
import { authRoutes } from '@thon/shared/api/routes/auth';
import { bearerToken } from '../../platform/caller';
import { api } from '../../platform/http-api';
import { recordActivityOnce } from '../../data/repositories/activities-repository';
import { Forbidden } from '../../domain/errors';

export const handler = api(authRoutes.addActivityOnlyOnce).handler(async ({ body, caller, event }) => {
  // The body names a token too (spec section 7); it must be the caller's own session, whose token
  // the authorizer verified in the header (one token per session).
  if (body.Token !== bearerToken(event)) throw new Forbidden(tokenNotYourSession);
  return { Added: await recordActivityOnce(caller.sessionId, body.ActivityTypeId, caller.userId) };
});
