// Every sign-in path ends here: a session item, then a token naming it.
import { newId } from '../../platform/ids';
import { createSessionRecord } from '../../data/repositories/sessions-repository';
import { nowInSeconds } from '../../platform/clock';
import { sessionLifetimeSeconds, signSessionToken } from '../../platform/session-token';

export async function issueSession(
  user: { userId: string; role: string },
  ipAddress?: string,
): Promise<string> {
  const sessionId = newId();
  const now = nowInSeconds();
  await createSessionRecord({
    sessionId,
    userId: user.userId,
    role: user.role,
    ipAddress,
    expiresAt: now + sessionLifetimeSeconds,
  });
  return signSessionToken({ sub: user.userId, sid: sessionId, role: user.role }, now);
}
