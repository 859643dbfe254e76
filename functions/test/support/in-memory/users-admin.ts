// The admin console's user store in memory: users with their username and email claims, the
// active super admin count (a removal refused unless more than one remain), standing writes
// conditioned on the user as read, audit entries kept with their change, and pages by name.
import type { AuditEntryRecord } from '../../../src/data/repositories/audit-log-repository';
import type { NewUser } from '../../../src/data/repositories/users-repository';
import type { WriteOutcome } from '../../../src/data/repositories/write-transaction';
import { userNameKey } from '../../../src/data/stored-values/user-name-key';
import type { UserAdminStore, UserPage, UserRecord } from '../../../src/domain/users-admin/ports';

/** Answers on a later turn, so concurrent calls interleave as they would against a table. */
const later = <T>(value: T): Promise<T> => new Promise((resolve) => setTimeout(() => resolve(value), 0));

const activeSuperAdmin = (user: Pick<UserRecord, 'role' | 'active'>) =>
  user.role === 'super-admin' && user.active;

export class InMemoryUserAdminStore implements UserAdminStore {
  readonly users = new Map<string, UserRecord>();
  readonly audit: AuditEntryRecord[] = [];
  readonly franchises = new Set<string>();
  superAdminCount = 0;

  /** A stored user (counted if an active super admin), as a sign-up or the seed would write it. */
  add(user: Omit<UserRecord, 'createdAt' | 'nameKey'>): UserRecord {
    const stored: UserRecord = {
      ...user,
      nameKey: userNameKey(user.firstName, user.lastName),
      createdAt: '2026-05-04T15:00:00.000Z',
    };
    this.users.set(stored.userId, stored);
    if (activeSuperAdmin(stored)) this.superAdminCount += 1;
    return stored;
  }

  getUser = (userId: string) => later(this.users.get(userId));

  findUserIdByUsername = (username: string) =>
    later([...this.users.values()].find((u) => u.username.toLowerCase() === username.toLowerCase())?.userId);

  findUserIdByEmail = (email: string) =>
    later(
      [...this.users.values()].find(
        (u) => u.email !== '' && u.email.toLowerCase() === email.trim().toLowerCase(),
      )?.userId,
    );

  franchiseExists = (franchiseId: string) => later(this.franchises.has(franchiseId));

  private page(users: UserRecord[], page: { limit: number; cursor?: string }, partition: string): UserPage {
    const sorted = users.sort((a, b) =>
      `${a.nameKey ?? ''}#${a.userId}`.localeCompare(`${b.nameKey ?? ''}#${b.userId}`),
    );
    let start = 0;
    if (page.cursor !== undefined) {
      const [cursorPartition, userId] = page.cursor.split('|');
      const at = sorted.findIndex((user) => user.userId === userId);
      if (cursorPartition !== partition || at < 0) return 'bad-cursor';
      start = at + 1;
    }
    const slice = sorted.slice(start, start + page.limit);
    const more = start + page.limit < sorted.length;
    return { users: slice, ...(more ? { nextCursor: `${partition}|${slice.at(-1)?.userId ?? ''}` } : {}) };
  }

  searchUsersByName = (prefix: string, page: { limit: number; cursor?: string }) =>
    later(
      this.page(
        [...this.users.values()].filter((u) => (u.nameKey ?? '').startsWith(prefix)),
        page,
        'users',
      ),
    );

  listUsersOfFranchise = (franchiseId: string, page: { limit: number; cursor?: string }) =>
    later(
      this.page(
        [...this.users.values()].filter((u) => u.franchiseId === franchiseId),
        page,
        franchiseId,
      ),
    );

  createUser = (user: NewUser, audit: AuditEntryRecord) => {
    const refused = new Set<'user' | 'username' | 'email'>();
    const all = [...this.users.values()];
    if (this.users.has(user.userId)) refused.add('user');
    if (all.some((u) => u.username.toLowerCase() === user.username.toLowerCase())) refused.add('username');
    if (user.email && all.some((u) => u.email.toLowerCase() === user.email.toLowerCase()))
      refused.add('email');
    if (refused.size > 0)
      return later<WriteOutcome<'user' | 'username' | 'email'>>({ written: false, refused });
    this.add(user);
    this.audit.push(audit);
    return later<WriteOutcome<'user' | 'username' | 'email'>>({ written: true });
  };

  writeUserStanding = async (input: { before: UserRecord; after: UserRecord; audit?: AuditEntryRecord }) => {
    // The decision is taken on a later turn, as a transaction lands after its reads.
    await later(undefined);
    const { before, after } = input;
    const stored = this.users.get(before.userId);
    const refused = new Set<'user' | 'superAdmins'>();
    if (
      !stored ||
      stored.role !== before.role ||
      stored.active !== before.active ||
      stored.franchiseId !== before.franchiseId
    ) {
      refused.add('user');
    }
    const delta = Number(activeSuperAdmin(after)) - Number(activeSuperAdmin(before));
    if (delta < 0 && !(this.superAdminCount > 1)) refused.add('superAdmins');
    if (refused.size > 0) return { written: false as const, refused };
    this.superAdminCount += delta;
    this.users.set(after.userId, after);
    if (input.audit) this.audit.push(input.audit);
    return { written: true as const };
  };
}
