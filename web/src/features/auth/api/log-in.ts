// POST /authentication/login: a session token, or 'Authentication Failed' / 'Inactive User'.
import { authRoutes } from '@thon/shared/api/routes/auth';
import { callApi } from '../../../lib/api-client';

export function logIn(credentials: { Username: string; Password: string }) {
  return callApi(authRoutes.login, { body: credentials });
}
