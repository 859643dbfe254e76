// The caller as the scope decision needs them: the session says the role; the franchise of a
// franchisee is on their user item (one GetItem), so a role change or a move to another franchise
// takes effect on the next request rather than when the session was made. A franchisee team
// leader's assigned Thons are one Query of their assignments, read beside the user item. A vendor
// user's vendor (and whether they own it) is on their user item likewise.
import type { getUser } from '../../data/repositories/users-repository';
import type { Caller } from '../caller';
import type { ScopedCaller } from './scope';

export interface CallerScopeReads {
  getUser: typeof getUser;
  /**
   * The Thons the user is assigned to as a franchisee team leader, with the franchise each was
   * assigned in. Areas without Thon work leave it out: their team leaders then hold no
   * assignment, which reaches less, never more.
   */
  listAssignedThons?: (userId: string) => Promise<readonly { eventId: string; franchiseId: string }[]>;
}

/** The reads of a Thon route's scope: the assignments are required there. */
export type ThonScopeReads = Required<CallerScopeReads>;

export async function scopedCaller(reads: CallerScopeReads, caller: Caller): Promise<ScopedCaller> {
  const scoped: ScopedCaller = { userId: caller.userId, role: caller.role };
  if (caller.role === 'vendor') {
    const user = await reads.getUser(caller.userId);
    if (user?.vendorId === undefined) return scoped;
    return { ...scoped, vendorId: user.vendorId, vendorOwner: user.vendorOwner === true };
  }
  if (caller.role !== 'franchisee-user' && caller.role !== 'franchisee-team-leader') return scoped;
  const leader = caller.role === 'franchisee-team-leader';
  const [user, assignments] = await Promise.all([
    reads.getUser(caller.userId),
    leader && reads.listAssignedThons ? reads.listAssignedThons(caller.userId) : [],
  ]);
  const franchiseId = user?.franchiseId;
  if (franchiseId === undefined) return scoped;
  if (!leader) return { ...scoped, franchiseId };
  // An assignment made while the leader was in another franchise reaches nothing after a move.
  const assignedEventIds = assignments
    .filter((assignment) => assignment.franchiseId === franchiseId)
    .map((assignment) => assignment.eventId);
  return { ...scoped, franchiseId, assignedEventIds };
}
