// In-memory sessions to end (domain/users/ports.ts SessionRevocation): session ids per user;
// `failures` makes the next calls fail, as a throttled table would.
import type { SessionRevocation } from '../../../src/domain/users/ports';

export class InMemorySessionRevocation implements SessionRevocation {
  readonly sessions = new Map<string, Set<string>>();
  failures = 0;

  open(userId: string, sessionId: string): void {
    this.sessions.set(userId, (this.sessions.get(userId) ?? new Set()).add(sessionId));
  }

  deleteSessionsOfUser = (userId: string) => {
    if (this.failures > 0) {
      this.failures -= 1;
      return Promise.reject(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }));
    }
    const count = this.sessions.get(userId)?.size ?? 0;
    this.sessions.delete(userId);
    return Promise.resolve(count);
  };
}
