// GET /api/Users/GetSession — the caller's session with every field of spec section 3.
import { authRoutes } from '@thon/shared/api/routes/auth';
import { api } from '../../platform/http-api';
import { buildSession } from '../../domain/auth/build-session';
import { getUser } from '../../data/repositories/users-repository';
import { bearerToken } from '../../platform/caller';
import { Unauthenticated } from '../../domain/errors';

export const handler = api(authRoutes.getSession).handler(async ({ caller, event }) => {
  const user = await getUser(caller.userId);
  if (!user?.active) throw new Unauthenticated();
  return buildSession(user, bearerToken(event), event.requestContext.http.sourceIp);
});
