// POST /authentication/LoginWithAccessCode — a token, or a result string of spec section 4.
import { authRoutes } from '@thon/shared/api/routes/auth';
import { api } from '../../platform/http-api';
import { loginWithAccessCode } from '../../domain/auth/access-code-login';
import { accessCodeLoginDeps } from '../../composition/sessions';

export const handler = api(authRoutes.loginWithAccessCode).handler(({ body, event }) =>
  loginWithAccessCode(accessCodeLoginDeps, body.AccessCode, event.requestContext.http.sourceIp),
);
