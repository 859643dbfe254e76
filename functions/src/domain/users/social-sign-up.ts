// Social sign-up (spec section 4: "if the account exists, log in; otherwise create the user, then
// log in"). The account is created only for a Facebook profile the server fetched itself with the
// access token, and the account's email is the one Facebook returned, never one the browser typed.
import type { z } from 'zod';
import type { isValidOauthUserRequestSchema, socialSignUpRequestSchema } from '@thon/shared/api/schemas/auth';
import { emailAlreadyExists, facebookLoginFailed, socialEmailRequired } from '@thon/shared/catalog/messages';
import { normalizeEmail } from '@thon/shared/sharing/recipients';
import { Conflict, RuleBroken } from '../errors';
import { reserveAttempt, type AttemptLimitDeps, type AttemptSubject } from '../auth/attempt-limits';
import { storedLoginProviderOf } from '../auth/auth-wire';
import { verifyFacebookToken, type FacebookTokenDeps } from '../auth/facebook-login';
import type { Ids } from '../ports/ids';
import type { NewUser, SocialAccounts } from './ports';

type SocialAccountQuery = z.output<typeof isValidOauthUserRequestSchema>;
type SocialUser = z.output<typeof socialSignUpRequestSchema>;

/** Checking a link: the attempt counters and the linked account. */
export type SocialAccountCheckDeps = AttemptLimitDeps & {
  accounts: Pick<SocialAccounts, 'findUserIdByProviderAccount' | 'getUser'>;
};

/** Signing up: the attempt counters, Facebook, the accounts and a new user id. */
export type SocialSignUpDeps = AttemptLimitDeps &
  FacebookTokenDeps & {
    accounts: Pick<SocialAccounts, 'findUserIdByProviderAccount' | 'createUser'>;
    ids: Ids;
  };

/**
 * Social sign-up is how families join: a parent signs in with Facebook to follow and pledge for
 * their children. Staff roles (teacher, organizer, vendor, ...) are granted by an administrator.
 */
const socialSignUpRole = 'parent';

/** True only when the user linked to this provider account has this email. */
export async function isLinkedSocialAccount(
  deps: SocialAccountCheckDeps,
  query: SocialAccountQuery,
  clientIp: string,
): Promise<boolean> {
  const subjects: AttemptSubject[] = [`client:${clientIp}`];
  const attempt = await reserveAttempt(deps, subjects);
  const userId = await deps.accounts.findUserIdByProviderAccount({
    loginProvider: storedLoginProviderOf[query.LoginProvider],
    providerKey: query.ProviderKey,
  });
  const user = userId ? await deps.accounts.getUser(userId) : undefined;
  const linked = Boolean(user?.email) && normalizeEmail(user?.email ?? '') === normalizeEmail(query.Email);
  // A "no" is what someone probing for accounts collects, so it keeps its reservation.
  if (linked) await attempt.release();
  return linked;
}

/**
 * Creates the user for a verified Facebook account. Answers IsUserExist: false when this call
 * created the account, true when the account was already linked (a repeated sign-up is harmless).
 */
export async function signUpWithFacebook(
  deps: SocialSignUpDeps,
  request: SocialUser,
  clientIp: string,
): Promise<boolean> {
  const { accounts } = deps;
  const subjects: AttemptSubject[] = [`client:${clientIp}`];
  const attempt = await reserveAttempt(deps, subjects);
  const profile = await verifyFacebookToken(deps, request.AccessToken, request.ProviderKey);
  if (!profile) throw new RuleBroken(facebookLoginFailed); // keeps its reservation
  await attempt.release();
  if (!profile.email) throw new RuleBroken(socialEmailRequired);
  const account = { loginProvider: storedLoginProviderOf[request.LoginProvider], providerKey: profile.id };
  if (await accounts.findUserIdByProviderAccount(account)) return true;

  const user: NewUser = {
    userId: deps.ids.newId(),
    // People sign in with their email as the username, should they later set a password.
    username: normalizeEmail(profile.email),
    email: profile.email,
    firstName: profile.firstName ?? request.FirstName ?? '',
    lastName: profile.lastName ?? request.LastName ?? '',
    avatarUrl: profile.pictureUrl,
    role: socialSignUpRole,
    active: true,
  };
  const outcome = await accounts.createUser(user, account);
  if (outcome.written) return false;
  // The same account signing up twice at the same moment: the other call created it.
  if (await accounts.findUserIdByProviderAccount(account)) return true;
  // Otherwise another user holds this email (or it is someone's username).
  throw new Conflict(emailAlreadyExists);
}
