// POST /api/Users/EmailPasswordResetLink — emails a single-use reset link (1 hour); 'success' or 'not found'.
import { authRoutes } from '@thon/shared/api/routes/auth';
import { api } from '../../platform/http-api';
import { sendPasswordResetLink } from '../../domain/users/password-reset';
import { sendResetLinkDeps } from '../../composition/password-reset-links';

export const handler = api(authRoutes.emailPasswordResetLink).handler(({ body, event }) =>
  sendPasswordResetLink(sendResetLinkDeps, body.Email, event.requestContext.http.sourceIp),
);
