// Every sign-in path ends here: a session item, then a token naming it.
import type { Clock } from '../ports/clock';
import type { Ids } from '../ports/ids';
import type { SessionSigner, SessionStore } from './ports';
import {
  refuseSuspendedFranchise,
  refuseSuspendedVendor,
  type SignInStandingReads,
} from './sign-in-standing';

/**
 * A session: its item, its id, the time it starts and the key that signs its token; and the
 * franchise of a franchisee account or the vendor of a vendor account, whose suspension refuses
 * every sign-in path here.
 */
export interface IssueSessionDeps {
  sessions: SessionStore;
  standing: Pick<SignInStandingReads, 'getFranchise' | 'getVendor'>;
  signer: SessionSigner;
  ids: Ids;
  clock: Pick<Clock, 'nowInSeconds'>;
}

export async function issueSession(
  deps: IssueSessionDeps,
  user: { userId: string; role: string; franchiseId?: string | undefined; vendorId?: string | undefined },
  ipAddress?: string,
): Promise<string> {
  await refuseSuspendedFranchise(deps, user);
  await refuseSuspendedVendor(deps, user);
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
