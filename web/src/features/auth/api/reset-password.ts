// POST /api/Users/ResetPassword: sets the new password with the token of a reset link (single use).
import { authRoutes } from '@thon/shared/api/routes/auth';
import { callApi } from '../../../lib/api-client';

export function resetPassword(token: string, password: string) {
  return callApi(authRoutes.resetPassword, { body: { Token: token, Password: password } });
}
