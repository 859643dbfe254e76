// Social sign-in with Facebook. The browser hands over the access token Facebook gave it; only
// the profile Facebook itself returns for that token is believed, so a bare username or a made-up
// provider key never signs anyone in.
import { loginFailures } from '@thon/shared/api/schemas/auth';
import { facebookLoginFailed } from '@thon/shared/catalog/messages';
import { findUserIdByProviderAccount, getUser } from '../../data/repositories/users-repository';
import { fetchFacebookProfile, type FacebookProfile } from '../../platform/facebook-graph';
import { reserveAttempt, type AttemptSubject } from './attempt-limits';
// Until this module takes its dependencies as an argument: the counters in the table, the time.
import { attemptWindows } from '../../data/stores/attempt-windows';
import { systemClock } from '../../platform/clock';
import { issueSession } from './issue-session';
// Until this module takes its dependencies as an argument: the table's sessions, the KMS key.
import { sessionStore } from '../../data/stores/auth';
import { kmsSessionSigner } from '../../platform/session-token';
import { randomIds } from '../../platform/ids';

const sessionDeps = { sessions: sessionStore, signer: kmsSessionSigner, ids: randomIds, clock: systemClock };

const attemptLimits = { attempts: attemptWindows, clock: systemClock };

/** The verified profile, or undefined (refused token, Facebook unreachable, or another account's token). */
export async function verifyFacebookToken(
  accessToken: string,
  expectedProviderKey?: string,
): Promise<FacebookProfile | undefined> {
  const profile = await fetchFacebookProfile(accessToken);
  if (!profile) return undefined;
  if (expectedProviderKey !== undefined && profile.id !== expectedProviderKey) return undefined;
  return profile;
}

/** A session token, 'Inactive User', or the spec's 'Unable to login using facebook.'. */
export async function loginWithFacebook(accessToken: string, clientIp: string): Promise<string> {
  const subjects: AttemptSubject[] = [`client:${clientIp}`];
  const attempt = await reserveAttempt(attemptLimits, subjects);
  const profile = await verifyFacebookToken(accessToken);
  const userId = profile
    ? await findUserIdByProviderAccount({ loginProvider: 'Facebook', providerKey: profile.id })
    : undefined;
  const user = userId ? await getUser(userId) : undefined;
  if (!user) return facebookLoginFailed; // keeps its reservation: a failure counts
  await attempt.release();
  if (!user.active) return loginFailures.inactiveUser;
  return issueSession(sessionDeps, user, clientIp);
}
