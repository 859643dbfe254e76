// GET /api/Users/GetSession — the caller's session with every field of spec section 3.
import { authRoutes } from '@thon/shared/api/routes/auth';
import { api } from '../../platform/http-api';
import { currentSession } from '../../domain/auth/sessions';
import { currentSessionDeps } from '../../composition/session-views';
import { bearerToken } from '../../platform/caller';
import { viewerLocation } from '../../platform/viewer-location';

export const handler = api(authRoutes.getSession).handler(({ caller, event }) =>
  currentSession(
    currentSessionDeps,
    caller,
    bearerToken(event),
    event.requestContext.http.sourceIp,
    viewerLocation(event),
  ),
);
