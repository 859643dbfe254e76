// POST /authentication/login: a session token, or 'Authentication Failed' / 'Inactive User'.
import { routes } from '@thon/shared/api/routes';
import { callApi } from '../../../lib/api-client';

export function logIn(credentials: { Username: string; Password: string }) {
  return callApi(routes.login, { body: credentials });
}
