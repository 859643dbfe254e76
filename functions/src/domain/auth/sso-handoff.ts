// Single sign-on between the admin host and the main site. The signed-in site asks for a one-time
// code (60 s, stored hashed) and sends the browser to the other host with it in the URL's fragment
// (never sent to a server, so no access or CDN log holds it); that host exchanges the code for its
// own session. No session token ever appears in a URL.
import type { ssoTargets } from '@thon/shared/api/schemas/auth';
import { loginFailures } from '@thon/shared/api/schemas/auth';
import { storeSsoHandoff, takeSsoHandoff } from '../../data/repositories/sso-handoffs-repository';
import { getUser } from '../../data/repositories/users-repository';
import { nowInSeconds } from '../../platform/clock';
import { setting } from '../../platform/environment';
import { reserveAttempt, type AttemptSubject } from './attempt-limits';
import { storedSsoTargetOf } from './auth-wire';
// Until this module takes its dependencies as an argument: the counters in the table, the time.
import { attemptWindows } from '../../data/stores/attempt-windows';
import { systemClock } from '../../platform/clock';
import { issueSession } from './issue-session';
// Until this module takes its dependencies as an argument: the table's sessions, the KMS key.
import { sessionStore } from '../../data/stores/auth';
import { kmsSessionSigner } from '../../platform/session-token';
import { randomIds } from '../../platform/ids';

const sessionDeps = { sessions: sessionStore, signer: kmsSessionSigner, ids: randomIds, clock: systemClock };
import { createSecret, hashSecret } from './one-time-secret';

const attemptLimits = { attempts: attemptWindows, clock: systemClock };

const ssoCodeLifetimeSeconds = 60;

export async function createSsoHandoff(
  userId: string,
  target: (typeof ssoTargets)[number],
): Promise<{ Code: string; Url: string }> {
  const { secret, hash } = createSecret();
  const origin = setting(target === 'admin' ? 'adminOrigin' : 'webOrigin');
  await storeSsoHandoff({
    codeHash: hash,
    userId,
    target: storedSsoTargetOf[target],
    targetOrigin: sameOrigin(origin) ?? origin,
    createdAt: new Date().toISOString(),
    expiresAt: nowInSeconds() + ssoCodeLifetimeSeconds,
  });
  return { Code: secret, Url: `${origin}/sso#code=${encodeURIComponent(secret)}` };
}

/** An origin in canonical form (scheme, host, port), or undefined when it is no URL. */
function sameOrigin(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/** The configured origin (WEB_ORIGIN / ADMIN_ORIGIN) of the site a code was issued for. */
const configuredOrigin = (target: (typeof ssoTargets)[number]) =>
  sameOrigin(setting(target === 'admin' ? 'adminOrigin' : 'webOrigin'));

/**
 * A session token for the code's user, or 'Authentication Failed' (unknown, used or expired code,
 * or a code issued for the other host). `requestOrigin` is the request's Origin header, which the
 * browser sets and no page script can change; it must be the deployment's configured origin of the
 * code's target. A request without one (not from a browser page) fails.
 */
export async function exchangeSsoHandoff(
  code: string,
  requestOrigin: string | undefined,
  clientIp: string,
): Promise<string> {
  const subjects: AttemptSubject[] = [`client:${clientIp}`];
  const attempt = await reserveAttempt(attemptLimits, subjects);
  // Taken (removed) first, so a code works once even when presented twice at the same moment; a
  // code presented on the wrong host is spent too (it may have leaked there).
  const handoff = await takeSsoHandoff(hashSecret(code));
  const usable =
    handoff !== undefined &&
    handoff.expiresAt > nowInSeconds() &&
    requestOrigin !== undefined &&
    sameOrigin(requestOrigin) === configuredOrigin(handoff.target);
  const user = usable ? await getUser(handoff.userId) : undefined;
  if (!user?.active) return loginFailures.authenticationFailed; // keeps its reservation
  await attempt.release();
  return issueSession(sessionDeps, user, clientIp);
}
