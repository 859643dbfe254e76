// The caller as the scope decision needs them: the session says the role; the franchise of a
// franchisee is on their user item (one GetItem), so a role change or a move to another franchise
// takes effect on the next request rather than when the session was made.
import type { getUser } from '../../data/repositories/users-repository';
import type { Caller } from '../caller';
import type { ScopedCaller } from './scope';

export interface CallerScopeReads {
  getUser: typeof getUser;
}

export async function scopedCaller(reads: CallerScopeReads, caller: Caller): Promise<ScopedCaller> {
  const scoped: ScopedCaller = { userId: caller.userId, role: caller.role };
  if (caller.role !== 'franchisee-user' && caller.role !== 'franchisee-team-leader') return scoped;
  const franchiseId = (await reads.getUser(caller.userId))?.franchiseId;
  return franchiseId === undefined ? scoped : { ...scoped, franchiseId };
}
