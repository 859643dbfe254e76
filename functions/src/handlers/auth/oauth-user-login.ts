// POST /authentication/OauthUserLogin — a session token for the user linked to the Facebook
// account the access token belongs to, or 'Unable to login using facebook.'. The Username of the
// request is never trusted: only the provider's answer about the token names the user.
import { authRoutes } from '@thon/shared/api/routes/auth';
import { api } from '../../platform/http-api';
import { loginWithFacebook } from '../../domain/auth/facebook-login';
import { facebookLoginDeps } from '../../composition/facebook-login';

export const handler = api(authRoutes.oauthUserLogin).handler(({ body, event }) =>
  loginWithFacebook(facebookLoginDeps, body.AccessToken, event.requestContext.http.sourceIp),
);
