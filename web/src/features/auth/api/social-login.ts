// The social-login calls: does a user exist for this provider account, create one, sign in.
// The API verifies the provider's access token itself; a bare username never signs anyone in.
import { routes } from '@thon/shared/api/routes';
import type { RouteBodyInput } from '@thon/shared/api/route-definition';
import { callApi } from '../../../lib/api-client';

export function isValidOauthProviderUserLogin(
  body: RouteBodyInput<typeof routes.isValidOauthProviderUserLogin>,
) {
  return callApi(routes.isValidOauthProviderUserLogin, { body });
}

export function createUserToOauthProviderSignUp(
  body: RouteBodyInput<typeof routes.createUserToOauthProviderSignUp>,
) {
  return callApi(routes.createUserToOauthProviderSignUp, { body });
}

export function oauthUserLogin(body: RouteBodyInput<typeof routes.oauthUserLogin>) {
  return callApi(routes.oauthUserLogin, { body });
}
