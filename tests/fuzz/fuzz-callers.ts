// The fuzz's signed-in callers: one user per role, created through the real repository (as the
// role × route matrix does), and a fresh session per operation, since an operation may end the
// session it is called with (logout) and the next one should still start signed in.
import { randomUUID } from 'node:crypto';
import { sessionHeaders } from '@thon/shared/api/schemas/session';
import { fuzzRoles, type FuzzCaller, type SessionUse } from './hostile-requests';

type Role = (typeof fuzzRoles)[number];

export interface FuzzCallers {
  /** Fresh sessions for every role; call once per operation. */
  renewSessions(): Promise<void>;
  /** The headers a caller sends with its session used as `use` (none when signed out). */
  headersOf(caller: FuzzCaller, use: SessionUse): Record<string, string>;
}

/** Needs the stack's AWS environment in process.env (the repositories read it on first use). */
export async function createFuzzCallers(): Promise<FuzzCallers> {
  const { createUser } = await import('@thon/functions/data/repositories/users-repository');
  const { issueSession } = await import('@thon/functions/domain/auth/issue-session');
  const { issueSessionDeps } = await import('@thon/functions/composition/sessions');
  const userIds = new Map<Role, string>();
  for (const role of fuzzRoles) {
    const userId = randomUUID();
    await createUser({
      userId,
      username: `fuzz-${role}-${userId.slice(0, 8)}`,
      email: `fuzz-${userId.slice(0, 8)}@example.com`,
      firstName: 'Fuzz',
      lastName: role,
      role,
      active: true,
    });
    userIds.set(role, userId);
  }
  const tokens = new Map<Role, string>();
  return {
    async renewSessions() {
      for (const [role, userId] of userIds)
        tokens.set(role, await issueSession(issueSessionDeps, { userId, role }));
    },
    headersOf(caller, use) {
      if (caller === 'signed-out') return {};
      const token = tokens.get(caller) ?? '';
      const userId = userIds.get(caller) ?? '';
      const bearer = { [sessionHeaders.authorization]: `Bearer ${token}` };
      switch (use) {
        case 'valid':
          return { ...bearer, [sessionHeaders.userId]: userId };
        case 'other-user-id':
          return { ...bearer, [sessionHeaders.userId]: randomUUID() };
        case 'no-user-id':
          return bearer;
        case 'junk-token':
          return {
            [sessionHeaders.authorization]: `Bearer ${token.slice(0, -6)}AAAAAA`,
            [sessionHeaders.userId]: userId,
          };
        case 'bare-bearer':
          return { [sessionHeaders.authorization]: 'Bearer ', [sessionHeaders.userId]: userId };
      }
    },
  };
}
