// POST /api/Users/ResetPassword — sets the new password with the token of a reset link (once).
import { authRoutes } from '@thon/shared/api/routes/auth';
import { api } from '../../platform/http-api';
import { resetPassword } from '../../domain/users/password-reset';
import { resetPasswordDeps } from '../../composition/password-resets';

export const handler = api(authRoutes.resetPassword).handler(({ body }) =>
  resetPassword(resetPasswordDeps, body.Token, body.Password),
);
