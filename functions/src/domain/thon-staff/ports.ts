// What a Thon's staff changes read and write: the Thon, users (the target and the caller's name),
// the assignments, and the time and an id for each change's audit entry. The DynamoDB
// implementations are in data/stores/thon-staff.ts, wired in composition/thon-staff.ts.
import type { EventRecord } from '../../data/repositories/events-repository';
import type {
  addThonAssignment,
  listAssignmentsOfThon,
  removeThonAssignment,
  setEventOrganizer,
} from '../../data/repositories/thon-assignments-repository';
import type { UserRecord } from '../../data/repositories/users-repository';
import type { ThonScopeReads } from '../access/caller-scope';
import type { Clock } from '../ports/clock';
import type { Ids } from '../ports/ids';

export interface ThonStaffStore {
  getEvent(eventId: string): Promise<EventRecord | undefined>;
  getUsers(userIds: readonly string[]): Promise<UserRecord[]>;
  listAssignmentsOfThon: typeof listAssignmentsOfThon;
  addThonAssignment: typeof addThonAssignment;
  removeThonAssignment: typeof removeThonAssignment;
  setEventOrganizer: typeof setEventOrganizer;
}

export interface ThonStaffDeps {
  staff: ThonStaffStore;
  /** The caller's scope (their franchise) and their user item (the audit entry's name). */
  callers: ThonScopeReads;
  ids: Ids;
  clock: Clock;
}
