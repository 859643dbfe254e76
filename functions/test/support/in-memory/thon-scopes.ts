// The reads of a Thon route's scope decision, in memory: users (their franchise) and franchisee team
// leaders' assignments. Organizers and super admins need neither, so most tests start it empty.
import type { UserRecord } from '../../../src/data/repositories/users-repository';
import type { ThonScopeReads } from '../../../src/domain/access/caller-scope';

export class InMemoryThonScopes implements ThonScopeReads {
  private readonly users = new Map<string, UserRecord>();
  private readonly assignments = new Map<string, { eventId: string; franchiseId: string }[]>();

  addUser(user: Partial<UserRecord> & Pick<UserRecord, 'userId' | 'role'>): this {
    this.users.set(user.userId, user as UserRecord);
    return this;
  }

  assign(userId: string, eventId: string, franchiseId: string): this {
    this.assignments.set(userId, [...(this.assignments.get(userId) ?? []), { eventId, franchiseId }]);
    return this;
  }

  getUser = (userId: string) => Promise.resolve(this.users.get(userId));
  listAssignedThons = (userId: string) => Promise.resolve([...(this.assignments.get(userId) ?? [])]);
}
