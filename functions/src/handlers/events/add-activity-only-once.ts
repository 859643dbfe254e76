// POST /api/events/AddActivityOnlyOnce — records the activity once per session and type.
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { recordActivityOnce } from '../../data/repositories/activities-repository';
import { verifySessionToken } from '../../platform/session-token';
import { ForbiddenError } from '../../platform/errors';

export const handler = api(routes.addActivityOnlyOnce).handler(async ({ body, caller }) => {
  // The body names a token too (spec section 7); it must be the caller's own session.
  const claims = await verifySessionToken(body.Token).catch(() => undefined);
  if (claims?.sid !== caller.sessionId) throw new ForbiddenError('That token is not your session.');
  return { Added: await recordActivityOnce(caller.sessionId, body.ActivityTypeId, caller.userId) };
});
