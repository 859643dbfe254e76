// Every role against every route of the route table, through the local gateway with real
// session tokens: a role the route does not list gets 403; public routes never ask for a token.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '@thon/shared/api/routes';
import type { AnyRoute } from '@thon/shared/api/route-definition';
import { roles, type Role } from '@thon/shared/auth/roles';
import { signedInHeaders } from './api-client';
import { useStackEnvironment } from './stack-environment';

const { apiUrl } = useStackEnvironment();
const userIds = new Map<Role, string>();

// A caller's own ids fill the user and parent placeholders (a parent reading another parent's
// dashboard is refused, rightly); any other placeholder gets a probe value.
function concretePath(route: AnyRoute, callerId = 'probe'): string {
  return route.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    name === 'userId' || name === 'parentId' ? callerId : `probe-${name}`,
  );
}

function allows(route: AnyRoute, role: Role): boolean {
  return route.auth.kind === 'public' || route.auth.roles === 'any' || route.auth.roles.includes(role);
}

async function call(route: AnyRoute, headers: Record<string, string>, callerId?: string): Promise<number> {
  const response = await fetch(`${apiUrl}${concretePath(route, callerId)}`, {
    method: route.method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(route.method === 'GET' ? {} : { body: '{}' }),
  });
  await response.body?.cancel();
  return response.status;
}

beforeAll(async () => {
  const { createUser } = await import('../../src/data/repositories/users-repository');
  for (const role of roles) {
    const userId = randomUUID();
    await createUser({
      userId,
      username: `matrix-${role}-${userId.slice(0, 8)}`,
      email: `matrix-${userId.slice(0, 8)}@example.com`,
      firstName: 'Matrix',
      lastName: role,
      role,
      active: true,
    });
    userIds.set(role, userId);
  }
});

const signedInRoutes = routeList.filter((route) => route.auth.kind === 'signed-in');
const cases = roles.flatMap((role) => signedInRoutes.map((route) => [role, route.name, route] as const));

describe('role × route matrix', () => {
  it.each(cases)('%s → %s', async (role, _name, route) => {
    const { issueSession } = await import('../../src/domain/auth/issue-session');
    const { issueSessionDeps } = await import('../../src/composition/sessions');
    const userId = userIds.get(role) ?? '';
    // A fresh session per case: some routes (logout) end the session they are called with.
    const token = await issueSession(issueSessionDeps, { userId, role });
    const status = await call(route, signedInHeaders(token, userId), userId);
    if (allows(route, role)) expect([401, 403]).not.toContain(status);
    else expect(status).toBe(403);
  });

  it.each(signedInRoutes.map((route) => [route.name, route] as const))(
    '%s refuses a caller without a token',
    async (_name, route) => {
      expect(await call(route, {})).toBe(401);
    },
  );

  it.each(
    routeList.filter((route) => route.auth.kind === 'public').map((route) => [route.name, route] as const),
  )('%s is public: never 401/403 without a token', async (_name, route) => {
    expect([401, 403]).not.toContain(await call(route, {}));
  });
});
