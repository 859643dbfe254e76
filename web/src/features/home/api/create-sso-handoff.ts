// POST /api/Users/CreateSsoHandoff: a one-time code (valid 60 s) and the other host's /sso
// address that exchanges it, so no long-lived token ever appears in a URL.
import { routes } from '@thon/shared/api/routes';
import { callApi } from '../../../lib/api-client';

export function createSsoHandoff(target: 'admin' | 'main') {
  return callApi(routes.createSsoHandoff, { body: { Target: target } });
}
