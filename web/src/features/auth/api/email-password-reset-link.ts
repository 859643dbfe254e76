// POST /api/Users/EmailPasswordResetLink: 'success', or 'not found' for an unknown account.
import { authRoutes } from '@thon/shared/api/routes/auth';
import { callApi } from '../../../lib/api-client';

export function emailPasswordResetLink(email: string) {
  return callApi(authRoutes.emailPasswordResetLink, { body: { Email: email } });
}
