// The reads of a Thon route's scope decision: the caller's user item (their franchise) and a
// franchisee team leader's assignments (domain/access/caller-scope.ts).
import { listAssignmentsOfUser } from '../repositories/thon-assignments-repository';
import { getUser } from '../repositories/users-repository';

export const thonScopeReads = { getUser, listAssignedThons: listAssignmentsOfUser };
