// Social sign-in with Facebook. The browser hands over the access token Facebook gave it; only
// the profile Facebook itself returns for that token is believed, so a bare username or a made-up
// provider key never signs anyone in.
import { loginFailures } from '@thon/shared/api/schemas/auth';
import { facebookLoginFailed } from '@thon/shared/catalog/messages';
import type { FacebookGraph, FacebookProfile } from '../ports/facebook';
import { reserveAttempt, type AttemptLimitDeps, type AttemptSubject } from './attempt-limits';
import { storedLoginProviderOf } from './auth-wire';
import { issueSession, type IssueSessionDeps } from './issue-session';
import type { SocialAccountReads } from './ports';

/** Asking Facebook whose a token is. */
export interface FacebookTokenDeps {
  facebook: FacebookGraph;
}

/** The attempt counters, Facebook, the linked account and a new session. */
export type FacebookLoginDeps = AttemptLimitDeps &
  IssueSessionDeps &
  FacebookTokenDeps & { accounts: SocialAccountReads };

/** The verified profile, or undefined (refused token, Facebook unreachable, or another account's token). */
export async function verifyFacebookToken(
  { facebook }: FacebookTokenDeps,
  accessToken: string,
  expectedProviderKey?: string,
): Promise<FacebookProfile | undefined> {
  const profile = await facebook.fetchProfile(accessToken);
  if (!profile) return undefined;
  if (expectedProviderKey !== undefined && profile.id !== expectedProviderKey) return undefined;
  return profile;
}

/** A session token, 'Inactive User', or the spec's 'Unable to login using facebook.'. */
export async function loginWithFacebook(
  deps: FacebookLoginDeps,
  accessToken: string,
  clientIp: string,
): Promise<string> {
  const subjects: AttemptSubject[] = [`client:${clientIp}`];
  const attempt = await reserveAttempt(deps, subjects);
  const profile = await verifyFacebookToken(deps, accessToken);
  const userId = profile
    ? await deps.accounts.findUserIdByProviderAccount({
        loginProvider: storedLoginProviderOf.Facebook,
        providerKey: profile.id,
      })
    : undefined;
  const user = userId ? await deps.accounts.getUser(userId) : undefined;
  if (!user) return facebookLoginFailed; // keeps its reservation: a failure counts
  await attempt.release();
  if (!user.active) return loginFailures.inactiveUser;
  return issueSession(deps, user, clientIp);
}
