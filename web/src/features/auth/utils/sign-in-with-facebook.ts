// Social login (spec section 4): sign in with Facebook; if no user exists for the account,
// create one first. The API checks the Facebook access token with the Graph API at each step.
import { facebookLoginFailed, socialEmailRequired } from '@thon/shared/catalog/messages';
import { ApiError } from '../../../lib/api-client';
import {
  facebookLogin,
  facebookProfile,
  loadFacebookSdk,
  type FacebookProfile,
} from '../../../lib/facebook-sdk';
import { startSession, storageBlockedMessage } from './start-session';
import {
  createUserToOauthProviderSignUp,
  isValidOauthProviderUserLogin,
  oauthUserLogin,
} from '../api/social-login';

export type SocialSignIn =
  { kind: 'signed-in' } | { kind: 'cancelled' } | { kind: 'refused'; message: string };

const refused = (message: string): SocialSignIn => ({ kind: 'refused', message });

function avatarUrl(profile: FacebookProfile): string | undefined {
  const url = profile.picture?.data?.url;
  return url && /^https?:\/\//.test(url) && url.length <= 2048 ? url : undefined;
}

export async function signInWithFacebook(appId: string): Promise<SocialSignIn> {
  let sdk;
  try {
    sdk = await loadFacebookSdk(appId);
  } catch {
    return refused(facebookLoginFailed);
  }
  const auth = await facebookLogin(sdk);
  if (!auth) return { kind: 'cancelled' };
  const profile = await facebookProfile(sdk);
  const email = profile.email?.trim();
  if (!email) return refused(socialEmailRequired);

  const provider = { LoginProvider: 'Facebook', ProviderKey: auth.userID } as const;
  try {
    const { IsUserExist } = await isValidOauthProviderUserLogin({ Email: email, ...provider });
    if (!IsUserExist) {
      await createUserToOauthProviderSignUp({
        ...provider,
        Username: email,
        Email: email,
        FirstName: profile.first_name,
        LastName: profile.last_name,
        AvatarUrl: avatarUrl(profile),
        AccessToken: auth.accessToken,
      });
    }
    const answer = await oauthUserLogin({
      Username: email,
      LoginProvider: provider.LoginProvider,
      AccessToken: auth.accessToken,
    });
    const started = startSession(answer);
    if (started === 'started') return { kind: 'signed-in' };
    return refused(started === 'not-stored' ? storageBlockedMessage : facebookLoginFailed);
  } catch (error) {
    // The API's own messages ('Email already exists.', throttling) are written for people.
    if (error instanceof ApiError && error.kind === 'http' && error.status < 500)
      return refused(error.message);
    return refused(facebookLoginFailed);
  }
}
