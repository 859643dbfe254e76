// Every sign-in path ends here: a session item, then a token naming it.
import type { Clock } from '../ports/clock';
import type { Ids } from '../ports/ids';
import type { SessionSigner, SessionStore } from './ports';

/** A session: its item, its id, the time it starts and the key that signs its token. */
export interface IssueSessionDeps {
  sessions: SessionStore;
  signer: SessionSigner;
  ids: Ids;
  clock: Pick<Clock, 'nowInSeconds'>;
}

export async function issueSession(
  deps: IssueSessionDeps,
  user: { userId: string; role: string },
  ipAddress?: string,
): Promise<string> {
  const sessionId = deps.ids.newId();
  const now = deps.clock.nowInSeconds();
  await deps.sessions.createSessionRecord({
    sessionId,
    userId: user.userId,
    role: user.role,
    ipAddress,
    expiresAt: now + deps.signer.lifetimeSeconds,
  });
  return deps.signer.sign({ sub: user.userId, sid: sessionId, role: user.role }, now);
}
