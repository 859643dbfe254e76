// POST /api/Users/EmailPasswordResetLink: 'success', or 'not found' for an unknown account.
import { routes } from '@thon/shared/api/routes';
import { callApi } from '../../../lib/api-client';

export function emailPasswordResetLink(email: string) {
  return callApi(routes.emailPasswordResetLink, { body: { Email: email } });
}
