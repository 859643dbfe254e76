// POST /api/Users/CreateSsoHandoff: a one-time code (valid 60 s) and the other host's /sso
// address that exchanges it, so no long-lived token ever appears in a URL.
import { authRoutes } from '@thon/shared/api/routes/auth';
import { callApi } from '@/lib/api-client';

export function createSsoHandoff(target: 'admin' | 'main') {
  return callApi(authRoutes.createSsoHandoff, { body: { Target: target } });
}
