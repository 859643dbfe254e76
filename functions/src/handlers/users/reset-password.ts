// POST /api/Users/ResetPassword — sets the new password with the token of a reset link (once).
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { resetPassword } from '../../domain/users/password-reset';

export const handler = api(routes.resetPassword).handler(({ body }) =>
  resetPassword(body.Token, body.Password),
);
