// Social sign-up (spec section 4: "if the account exists, log in; otherwise create the user, then
// log in"). The account is created only for a Facebook profile the server fetched itself with the
// access token, and the account's email is the one Facebook returned, never one the browser typed.
import type { z } from 'zod';
import type { isValidOauthUserRequestSchema, socialSignUpRequestSchema } from '@thon/shared/api/schemas/auth';
import { newId } from '../../platform/ids';
import { emailAlreadyExists, facebookLoginFailed, socialEmailRequired } from '@thon/shared/catalog/messages';
import {
  createUser,
  findUserIdByProviderAccount,
  getUser,
  normalizeEmail,
  type NewUser,
} from '../../data/repositories/users-repository';
import { Conflict, RuleBroken } from '../errors';
import { reserveAttempt, type AttemptSubject } from '../auth/attempt-limits';
import { storedLoginProviderOf } from '../auth/auth-wire';
// Until this module takes its dependencies as an argument: the counters in the table, the time.
import { attemptWindows } from '../../data/stores/attempt-windows';
import { systemClock } from '../../platform/clock';
import { verifyFacebookToken } from '../auth/facebook-login';

const attemptLimits = { attempts: attemptWindows, clock: systemClock };

type SocialAccountQuery = z.output<typeof isValidOauthUserRequestSchema>;
type SocialUser = z.output<typeof socialSignUpRequestSchema>;

/**
 * Social sign-up is how families join: a parent signs in with Facebook to follow and pledge for
 * their children. Staff roles (teacher, organizer, vendor, ...) are granted by an administrator.
 */
const socialSignUpRole = 'parent';

/** True only when the user linked to this provider account has this email. */
export async function isLinkedSocialAccount(query: SocialAccountQuery, clientIp: string): Promise<boolean> {
  const subjects: AttemptSubject[] = [`client:${clientIp}`];
  const attempt = await reserveAttempt(attemptLimits, subjects);
  const userId = await findUserIdByProviderAccount({
    loginProvider: storedLoginProviderOf[query.LoginProvider],
    providerKey: query.ProviderKey,
  });
  const user = userId ? await getUser(userId) : undefined;
  const linked = Boolean(user?.email) && normalizeEmail(user?.email ?? '') === normalizeEmail(query.Email);
  // A "no" is what someone probing for accounts collects, so it keeps its reservation.
  if (linked) await attempt.release();
  return linked;
}

/**
 * Creates the user for a verified Facebook account. Answers IsUserExist: false when this call
 * created the account, true when the account was already linked (a repeated sign-up is harmless).
 */
export async function signUpWithFacebook(request: SocialUser, clientIp: string): Promise<boolean> {
  const subjects: AttemptSubject[] = [`client:${clientIp}`];
  const attempt = await reserveAttempt(attemptLimits, subjects);
  const profile = await verifyFacebookToken(request.AccessToken, request.ProviderKey);
  if (!profile) throw new RuleBroken(facebookLoginFailed); // keeps its reservation
  await attempt.release();
  if (!profile.email) throw new RuleBroken(socialEmailRequired);
  const account = { loginProvider: storedLoginProviderOf[request.LoginProvider], providerKey: profile.id };
  if (await findUserIdByProviderAccount(account)) return true;

  const user: NewUser = {
    userId: newId(),
    // People sign in with their email as the username, should they later set a password.
    username: normalizeEmail(profile.email),
    email: profile.email,
    firstName: profile.firstName ?? request.FirstName ?? '',
    lastName: profile.lastName ?? request.LastName ?? '',
    avatarUrl: profile.pictureUrl,
    role: socialSignUpRole,
    active: true,
  };
  const outcome = await createUser(user, account);
  if (outcome.written) return false;
  // The same account signing up twice at the same moment: the other call created it.
  if (await findUserIdByProviderAccount(account)) return true;
  // Otherwise another user holds this email (or it is someone's username).
  throw new Conflict(emailAlreadyExists);
}
