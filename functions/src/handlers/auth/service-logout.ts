// GET /api/service/auth/logout — the service-level twin of /authentication/logout.
import { authRoutes } from '@thon/shared/api/routes/auth';
import { api } from '../../platform/http-api';
import { endSession } from '../../domain/auth/sessions';
import { endSessionDeps } from '../../composition/session-views';

export const handler = api(authRoutes.serviceLogout).handler(({ caller }) =>
  endSession(endSessionDeps, caller),
);
