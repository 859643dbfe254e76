// POST /api/users/IsValidOauthProviderUserLogin — whether this email has this social account linked.
import { routes } from '@thon/shared/api/routes';
import { api } from '../../platform/http-api';
import { isLinkedSocialAccount } from '../../domain/users/social-sign-up';

export const handler = api(routes.isValidOauthProviderUserLogin).handler(async ({ body, event }) => ({
  IsUserExist: await isLinkedSocialAccount(body, event.requestContext.http.sourceIp),
}));
