// POST /authentication/LoginWithAccessCode — a token, or a result string of spec section 4.
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { loginWithAccessCode } from '../../domain/auth/access-code-login';

export const handler = api(routes.loginWithAccessCode).handler(({ body, event }) =>
  loginWithAccessCode(body.AccessCode, event.requestContext.http.sourceIp),
);
