// POST /api/Users/ResetPassword: sets the new password with the token of a reset link (single use).
import { routes } from '@thon/shared/api/routes';
import { callApi } from '../../../lib/api-client';

export function resetPassword(token: string, password: string) {
  return callApi(routes.resetPassword, { body: { Token: token, Password: password } });
}
