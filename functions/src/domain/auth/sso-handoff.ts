// Single sign-on between the admin host and the main site. The signed-in site asks for a one-time
// code (60 s, stored hashed) and sends the browser to the other host with it in the URL's fragment
// (never sent to a server, so no access or CDN log holds it); that host exchanges the code for its
// own session. No session token ever appears in a URL.
import type { ssoTargets } from '@thon/shared/api/schemas/auth';
import { loginFailures } from '@thon/shared/api/schemas/auth';
import type { Clock } from '../ports/clock';
import type { Site } from '../ports/site';
import { reserveAttempt, type AttemptLimitDeps, type AttemptSubject } from './attempt-limits';
import { storedSsoTargetOf } from './auth-wire';
import { issueSession, type IssueSessionDeps } from './issue-session';
import { createSecret, hashSecret } from './one-time-secret';
import type { AccountReads, SsoHandoffStore } from './ports';

type SsoTarget = (typeof ssoTargets)[number];

const ssoCodeLifetimeSeconds = 60;

/** Issuing a code: where it is kept, the time (its expiry) and the two hosts' origins. */
export interface CreateSsoHandoffDeps {
  handoffs: Pick<SsoHandoffStore, 'storeSsoHandoff'>;
  clock: Pick<Clock, 'nowInSeconds' | 'nowMs'>;
  site: Site;
}

/** Exchanging a code: the attempt counters, the codes, the user, the origins and a new session. */
export type ExchangeSsoHandoffDeps = AttemptLimitDeps &
  IssueSessionDeps & {
    handoffs: Pick<SsoHandoffStore, 'takeSsoHandoff'>;
    accounts: Pick<AccountReads, 'getUser'>;
    site: Site;
  };

const originOf = (site: Site, target: SsoTarget) =>
  target === 'admin' ? site.adminOrigin() : site.webOrigin();

export async function createSsoHandoff(
  deps: CreateSsoHandoffDeps,
  userId: string,
  target: SsoTarget,
): Promise<{ Code: string; Url: string }> {
  const { secret, hash } = createSecret();
  const origin = originOf(deps.site, target);
  await deps.handoffs.storeSsoHandoff({
    codeHash: hash,
    userId,
    target: storedSsoTargetOf[target],
    targetOrigin: sameOrigin(origin) ?? origin,
    createdAt: new Date(deps.clock.nowMs()).toISOString(),
    expiresAt: deps.clock.nowInSeconds() + ssoCodeLifetimeSeconds,
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

/**
 * A session token for the code's user, or 'Authentication Failed' (unknown, used or expired code,
 * or a code issued for the other host). `requestOrigin` is the request's Origin header, which the
 * browser sets and no page script can change; it must be the deployment's configured origin of the
 * code's target. A request without one (not from a browser page) fails.
 */
export async function exchangeSsoHandoff(
  deps: ExchangeSsoHandoffDeps,
  code: string,
  requestOrigin: string | undefined,
  clientIp: string,
): Promise<string> {
  const subjects: AttemptSubject[] = [`client:${clientIp}`];
  const attempt = await reserveAttempt(deps, subjects);
  // Taken (removed) first, so a code works once even when presented twice at the same moment; a
  // code presented on the wrong host is spent too (it may have leaked there).
  const handoff = await deps.handoffs.takeSsoHandoff(hashSecret(code));
  const usable =
    handoff !== undefined &&
    handoff.expiresAt > deps.clock.nowInSeconds() &&
    requestOrigin !== undefined &&
    sameOrigin(requestOrigin) === sameOrigin(originOf(deps.site, handoff.target));
  const user = usable ? await deps.accounts.getUser(handoff.userId) : undefined;
  if (!user?.active) return loginFailures.authenticationFailed; // keeps its reservation
  await attempt.release();
  return issueSession(deps, user, clientIp);
}
