// POST /api/service/auth/credentials — the full session on success, null on failure.
import { authRoutes } from '@thon/shared/api/routes/auth';
import { api } from '../../platform/http-api';
import { passwordLoginDeps } from '../../composition/auth';
import { buildSession } from '../../domain/auth/build-session';
import { checkPassword } from '../../domain/auth/password-login';
import { issueSession } from '../../domain/auth/issue-session';
import { issueSessionDeps } from '../../composition/sessions';
import { buildSessionDeps } from '../../composition/session-views';
import { viewerLocation } from '../../platform/viewer-location';

export const handler = api(authRoutes.serviceCredentials).handler(async ({ body, event }) => {
  const ip = event.requestContext.http.sourceIp;
  const check = await checkPassword(passwordLoginDeps, body.UserName, body.Password, ip);
  if (check.outcome !== 'ok') return null;
  const token = await issueSession(issueSessionDeps, check.user, ip);
  return buildSession(buildSessionDeps, check.user, token, ip, viewerLocation(event));
});
