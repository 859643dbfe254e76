// A session after sign-in: deciding whether a token still stands for its user (the authorizer, on
// every authenticated request), the session as the web reads it (GetSession), and ending it
// (logout). The session item in the table is what makes a token revocable.
import type { Session } from '@thon/shared/api/schemas/session';
import type { Caller } from '../caller';
import { Unauthenticated } from '../errors';
import type { Clock } from '../ports/clock';
import type { Logger } from '../ports/logger';
import { buildSession, type BuildSessionDeps } from './build-session';
import type { ViewerPlace } from '../nearby/nearby-events';
import type { AccountReads, SessionEnding, SessionReads, SessionTokenVerifier } from './ports';

/** The token's key, the session items, the user, the time and the log (a refused token's reason). */
export interface AuthorizeSessionDeps {
  verifier: SessionTokenVerifier;
  sessions: SessionReads;
  accounts: Pick<AccountReads, 'getUser'>;
  clock: Pick<Clock, 'nowInSeconds'>;
  logger: Pick<Logger, 'info'>;
}

/**
 * The caller a token stands for, or undefined (refuse): the token must be valid and name the user
 * the request claims to be, its session item must still live, and its user must be active and hold
 * the role the session was issued for. A failure to decide (a throttled table or key) is thrown.
 */
export async function authorizeSession(
  deps: AuthorizeSessionDeps,
  token: string,
  claimedUserId: string | undefined,
): Promise<Caller | undefined> {
  const verdict = await deps.verifier.verify(token);
  if (!verdict.valid) {
    // Expired, tampered, wrong audience or issuer: all the same to the caller.
    deps.logger.info('Token refused', { reason: verdict.reason });
    return undefined;
  }
  const { claims } = verdict;
  if (claimedUserId !== claims.sub) return undefined;
  // The user is read beside the session (in parallel, no added latency): deactivation deletes
  // the sessions too, and this check also refuses one created in a race with it.
  const [session, user] = await Promise.all([
    deps.sessions.getSessionRecord(claims.sid),
    deps.accounts.getUser(claims.sub),
  ]);
  // The item outlives its expiry until TTL removes it, so the time is checked here too.
  const live = session !== undefined && session.expiresAt > deps.clock.nowInSeconds();
  // A role change also ends sessions; the role comparison holds even if that delete failed.
  if (!live || session.userId !== claims.sub || !user?.active || user.role !== session.role) return undefined;
  return { userId: session.userId, sessionId: session.sessionId, role: session.role } as Caller;
}

/** The caller's session as GetSession answers it; an account deactivated meanwhile is signed out. */
export async function currentSession(
  deps: BuildSessionDeps & { accounts: Pick<AccountReads, 'getUser'> },
  caller: Pick<Caller, 'userId'>,
  token: string,
  ipAddress: string | null,
  viewer: ViewerPlace,
): Promise<Session> {
  const user = await deps.accounts.getUser(caller.userId);
  if (!user?.active) throw new Unauthenticated();
  return buildSession(deps, user, token, ipAddress, viewer);
}

/** Ends the caller's session: the token stops working at once. */
export async function endSession(
  deps: { sessions: SessionEnding },
  caller: Pick<Caller, 'sessionId'>,
): Promise<{ Success: true }> {
  await deps.sessions.deleteSessionRecord(caller.sessionId);
  return { Success: true };
}
