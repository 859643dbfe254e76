// POST /api/users/CreateUserToOauthProviderSignUp — creates the user for a Facebook account the
// server verified; 400 for a refused token or a missing email, 409 when the email is taken.
import { authRoutes } from '@thon/shared/api/routes/auth';
import { api } from '../../platform/http-api';
import { signUpWithFacebook } from '../../domain/users/social-sign-up';
import { socialSignUpDeps } from '../../composition/social-sign-up';

export const handler = api(authRoutes.createUserToOauthProviderSignUp).handler(async ({ body, event }) => ({
  IsUserExist: await signUpWithFacebook(socialSignUpDeps, body, event.requestContext.http.sourceIp),
}));
