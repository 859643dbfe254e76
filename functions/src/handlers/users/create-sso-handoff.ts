// POST /api/Users/CreateSsoHandoff — a one-time code (60 s) and the other host's URL carrying it.
import { authRoutes } from '@thon/shared/api/routes/auth';
import { api } from '../../platform/http-api';
import { createSsoHandoff } from '../../domain/auth/sso-handoff';
import { createSsoHandoffDeps } from '../../composition/sso-handoff-codes';

export const handler = api(authRoutes.createSsoHandoff).handler(({ body, caller }) =>
  createSsoHandoff(createSsoHandoffDeps, caller.userId, body.Target),
);
