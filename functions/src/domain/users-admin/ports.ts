// What the admin console's user use cases ask of the outside world: users (read by id, claim and
// index; created and changed with the super admin count and their audit entry in one
// transaction), the sessions to end, the set-password link machinery of the password reset, ids
// and the clock. composition/users-admin.ts wires them; unit tests pass in-memory ones.
import type { AuditEntryRecord } from '../../data/repositories/audit-log-repository';
import type { UserPage, UserStandingWrite } from '../../data/repositories/users-admin-repository';
import type { CreateUserWrite, NewUser, UserRecord } from '../../data/repositories/users-repository';
import type { WriteOutcome } from '../../data/repositories/write-transaction';
import type { CallerScopeReads } from '../access/caller-scope';
import type { Clock } from '../ports/clock';
import type { Ids } from '../ports/ids';
import type { PasswordLinkDeps } from '../users/password-reset';
import type { SessionRevocation } from '../users/ports';

export type { UserPage, UserRecord };

export interface UserAdminStore {
  getUser(userId: string): Promise<UserRecord | undefined>;
  /** One GetItem on the username's claim. */
  findUserIdByUsername(username: string): Promise<string | undefined>;
  /** One GetItem on the email's claim. */
  findUserIdByEmail(email: string): Promise<string | undefined>;
  /** Whether a franchise of this id exists (one GetItem). */
  franchiseExists(franchiseId: string): Promise<boolean>;
  /** gsi2: users whose normalized "last first" starts with the (normalized) prefix. */
  searchUsersByName(prefix: string, page: { limit: number; cursor?: string }): Promise<UserPage>;
  /** gsi1: a franchise's users by name. */
  listUsersOfFranchise(franchiseId: string, page: { limit: number; cursor?: string }): Promise<UserPage>;
  /** The user, its claims, the super admin count and the audit entry in one transaction. */
  createUser(user: NewUser, audit: AuditEntryRecord): Promise<WriteOutcome<CreateUserWrite>>;
  /**
   * The new role, franchise and active flag, only if the stored user is still as `before`; the
   * super admin count moves with it (refused as `superAdmins` when it would reach 0).
   */
  writeUserStanding(input: {
    before: UserRecord;
    after: UserRecord;
    audit?: AuditEntryRecord;
  }): Promise<WriteOutcome<UserStandingWrite>>;
}

export interface UsersAdminPorts {
  users: UserAdminStore;
  /** The caller's user item: a franchisee user's franchise, an actor's name. */
  callers: CallerScopeReads;
  sessions: SessionRevocation;
  /** The password reset's link: stored hashed, valid 1 hour, emailed. */
  links: PasswordLinkDeps;
  ids: Ids;
  clock: Clock;
}
