// Users a test creates for itself (never the seeded ones): a user record with its claims and,
// unless it signs in only socially, a Cognito password.
import { randomUUID } from 'node:crypto';
import type { Role } from '@thon/shared/auth/roles';
import { signedInHeaders } from './api-client';

export const testPassword = 'Integration#2026';

export interface TestUser {
  userId: string;
  username: string;
  email: string;
  password: string;
  role: Role;
}

export async function createTestUser(
  options: {
    role?: Role;
    active?: boolean;
    withPassword?: boolean;
    label?: string;
    franchiseId?: string;
  } = {},
): Promise<TestUser> {
  const { createUser } = await import('../../src/data/repositories/users-repository');
  const { createPasswordUser } = await import('../../src/platform/user-pool');
  const userId = randomUUID();
  const username = `${options.label ?? 'it'}-${userId.slice(0, 8)}`;
  const user: TestUser = {
    userId,
    username,
    email: `${username}@example.com`,
    password: testPassword,
    role: options.role ?? 'parent',
  };
  if (options.withPassword !== false) await createPasswordUser(username, user.email, testPassword);
  await createUser({
    userId,
    username,
    email: user.email,
    firstName: 'Ida',
    lastName: 'Tester',
    role: user.role,
    active: options.active ?? true,
    ...(options.franchiseId === undefined ? {} : { franchiseId: options.franchiseId }),
  });
  return user;
}

/** A live session token for the user, as any sign-in path would issue it. */
export async function signIn(user: { userId: string; role: Role }): Promise<string> {
  const { issueSession } = await import('../../src/domain/auth/issue-session');
  const { issueSessionDeps } = await import('../../src/composition/sessions');
  return issueSession(issueSessionDeps, user, '127.0.0.1');
}

export interface SignedInTestUser extends TestUser {
  /** The live session token. */
  token: string;
  /** The headers of a call made as this user. */
  headers: Record<string, string>;
}

/** A new user of `role` (no Cognito password) with a live session and the headers to call as them. */
export async function signedInTestUser(
  role: Role,
  label: string,
  options: { franchiseId?: string } = {},
): Promise<SignedInTestUser> {
  const user = await createTestUser({ role, label, withPassword: false, ...options });
  const token = await signIn(user);
  return { ...user, token, headers: signedInHeaders(token) };
}
