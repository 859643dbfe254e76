// POST /authentication/login — a session token, 'Authentication Failed' or 'Inactive User'.
import { authRoutes } from '@thon/shared/api/routes/auth';
import { api } from '../../platform/http-api';
import { passwordLoginDeps } from '../../composition/auth';
import { checkPassword } from '../../domain/auth/password-login';
import { issueSession } from '../../domain/auth/issue-session';
import { issueSessionDeps } from '../../composition/sessions';

export const handler = api(authRoutes.login).handler(async ({ body, event }) => {
  const ip = event.requestContext.http.sourceIp;
  const check = await checkPassword(passwordLoginDeps, body.Username, body.Password, ip);
  return check.outcome === 'ok' ? issueSession(issueSessionDeps, check.user, ip) : check.outcome;
});
