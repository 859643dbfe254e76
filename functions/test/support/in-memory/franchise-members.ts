// In-memory users of franchises and their open sessions (domain/franchises/franchise-sessions.ts),
// paged by a small page size so a test crosses pages.
import type { UserRecord } from '../../../src/data/repositories/users-repository';
import type { FranchiseMemberSessions } from '../../../src/domain/franchises/franchise-sessions';

export class InMemoryFranchiseMembers implements FranchiseMemberSessions {
  readonly users: Pick<UserRecord, 'userId' | 'franchiseId'>[] = [];
  /** userId → open session ids */
  readonly sessions = new Map<string, string[]>();

  constructor(private readonly pageSize = 2) {}

  listUsersOfFranchise = (franchiseId: string, page: { limit: number; cursor?: string }) => {
    const mine = this.users.filter((user) => user.franchiseId === franchiseId);
    const start = page.cursor ? Number(page.cursor) : 0;
    const end = start + Math.min(page.limit, this.pageSize);
    return Promise.resolve({
      users: mine.slice(start, end) as UserRecord[],
      ...(end < mine.length ? { nextCursor: String(end) } : {}),
    });
  };

  deleteSessionsOfUser = (userId: string) => {
    const count = this.sessions.get(userId)?.length ?? 0;
    this.sessions.delete(userId);
    return Promise.resolve(count);
  };
}
