// POST /api/users/IsValidOauthProviderUserLogin — whether this email has this social account linked.
import { authRoutes } from '@thon/shared/api/routes/auth';
import { api } from '../../platform/http-api';
import { isLinkedSocialAccount } from '../../domain/users/social-sign-up';
import { socialAccountCheckDeps } from '../../composition/social-account-check';

export const handler = api(authRoutes.isValidOauthProviderUserLogin).handler(async ({ body, event }) => ({
  IsUserExist: await isLinkedSocialAccount(socialAccountCheckDeps, body, event.requestContext.http.sourceIp),
}));
