// GET /api/Users/GetSession — the caller's session with every field of spec section 3.
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { buildSession } from '../../domain/auth/build-session';
import { getUser } from '../../data/repositories/users-repository';
import { bearerToken } from '../../platform/caller';
import { UnauthorizedError } from '../../platform/errors';

export const handler = api(routes.getSession).handler(async ({ caller, event }) => {
  const user = await getUser(caller.userId);
  if (!user?.active) throw new UnauthorizedError();
  return buildSession(user, bearerToken(event), event.requestContext.http.sourceIp);
});
