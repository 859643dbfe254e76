// Single sign-on between the admin host and the main site. The signed-in site asks for a one-time
// code (60 s, stored hashed) and sends the browser to the other host with it; that host exchanges
// the code for its own session. No session token ever appears in a URL.
import type { ssoTargets } from '@thon/shared/api/schemas/auth';
import { loginFailures } from '@thon/shared/api/schemas/auth';
import { storeSsoHandoff, takeSsoHandoff } from '../../data/repositories/sso-handoffs-repository';
import { getUser } from '../../data/repositories/users-repository';
import { nowInSeconds } from '../../platform/clock';
import { setting } from '../../platform/environment';
import { assertNotThrottled, recordFailure, type AttemptSubject } from './attempt-limits';
import { issueSession } from './issue-session';
import { createSecret, hashSecret } from './one-time-secret';

const ssoCodeLifetimeSeconds = 60;

export async function createSsoHandoff(
  userId: string,
  target: (typeof ssoTargets)[number],
): Promise<{ Code: string; Url: string }> {
  const { secret, hash } = createSecret();
  await storeSsoHandoff({
    codeHash: hash,
    userId,
    target,
    createdAt: new Date().toISOString(),
    expiresAt: nowInSeconds() + ssoCodeLifetimeSeconds,
  });
  const origin = setting(target === 'admin' ? 'adminOrigin' : 'webOrigin');
  return { Code: secret, Url: `${origin}/sso?code=${encodeURIComponent(secret)}` };
}

/** A session token for the code's user, or 'Authentication Failed' (unknown, used or expired code). */
export async function exchangeSsoHandoff(code: string, clientIp: string): Promise<string> {
  const subjects: AttemptSubject[] = [`client:${clientIp}`];
  await assertNotThrottled(subjects);
  // Taken (removed) first, so a code works once even when presented twice at the same moment.
  const handoff = await takeSsoHandoff(hashSecret(code));
  const user = handoff && handoff.expiresAt > nowInSeconds() ? await getUser(handoff.userId) : undefined;
  if (!user?.active) {
    await recordFailure(subjects);
    return loginFailures.authenticationFailed;
  }
  return issueSession(user, clientIp);
}
