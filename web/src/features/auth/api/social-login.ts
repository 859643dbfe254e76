// The social-login calls: does a user exist for this provider account, create one, sign in.
// The API verifies the provider's access token itself; a bare username never signs anyone in.
import { authRoutes } from '@thon/shared/api/routes/auth';
import type { RouteBodyInput } from '@thon/shared/api/route-definition';
import { callApi } from '../../../lib/api-client';

export function isValidOauthProviderUserLogin(
  body: RouteBodyInput<typeof authRoutes.isValidOauthProviderUserLogin>,
) {
  return callApi(authRoutes.isValidOauthProviderUserLogin, { body });
}

export function createUserToOauthProviderSignUp(
  body: RouteBodyInput<typeof authRoutes.createUserToOauthProviderSignUp>,
) {
  return callApi(authRoutes.createUserToOauthProviderSignUp, { body });
}

export function oauthUserLogin(body: RouteBodyInput<typeof authRoutes.oauthUserLogin>) {
  return callApi(authRoutes.oauthUserLogin, { body });
}
