// Role changes and deactivation take effect at once, and the authorizer refuses only bad tokens or
// sessions: an outage of DynamoDB or KMS is thrown (API Gateway answers 5xx), never a 403 that
// would sign the person out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import { apiClient, signedInHeaders, tokenClaims } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestUser, signIn } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);
const getSessionPath = '/api/Users/GetSession';

async function repositories() {
  const users = await import('../../src/data/repositories/users-repository');
  const sessions = await import('../../src/data/repositories/sessions-repository');
  return { ...users, ...sessions };
}

async function status(token: string): Promise<number> {
  return (await api.get(getSessionPath, signedInHeaders(token))).status;
}

describe('changing a user’s standing', () => {
  it('a role change ends every session of the user in the same call', async () => {
    const { changeUserStanding, getSessionRecord, getUser } = await repositories();
    const user = await createTestUser({ role: 'parent', withPassword: false, label: 'standing' });
    const tokens = [await signIn(user), await signIn(user)];
    expect(await Promise.all(tokens.map(status))).toEqual([200, 200]);

    expect(await changeUserStanding(user.userId, { role: 'teacher' })).toBe(true);

    expect((await getUser(user.userId))?.role).toBe('teacher');
    for (const token of tokens) {
      expect(await getSessionRecord(tokenClaims(token).sid)).toBeUndefined();
      expect(await status(token)).toBe(403);
    }
    // A new sign-in carries the new role.
    expect(await status(await signIn({ userId: user.userId, role: 'teacher' }))).toBe(200);
  });

  it('deactivation ends every session of the user in the same call', async () => {
    const { changeUserStanding, getSessionRecord } = await repositories();
    const user = await createTestUser({ withPassword: false, label: 'standing' });
    const token = await signIn(user);
    expect(await status(token)).toBe(200);

    expect(await changeUserStanding(user.userId, { active: false })).toBe(true);

    expect(await getSessionRecord(tokenClaims(token).sid)).toBeUndefined();
    expect(await status(token)).toBe(403);
  });

  it('answers false for an unknown user and creates nothing', async () => {
    const { changeUserStanding, getUser } = await repositories();
    expect(await changeUserStanding('no-such-user', { active: false })).toBe(false);
    expect(await getUser('no-such-user')).toBeUndefined();
  });
});

describe('the authorizer compares each session with its user', () => {
  it('refuses a live session of a user who is no longer active', async () => {
    const { thon } = await import('../../src/data/thon-service');
    const user = await createTestUser({ withPassword: false, label: 'inactive' });
    const token = await signIn(user);
    expect(await status(token)).toBe(200);
    // Only the flag, as a write racing a sign-in could leave it: the session item still lives.
    await thon().entities.user.patch({ userId: user.userId }).set({ active: false }).go();
    expect(await status(token)).toBe(403);
  });

  it('refuses a live session issued for a role the user no longer has', async () => {
    const { thon } = await import('../../src/data/thon-service');
    const user = await createTestUser({ role: 'organizer', withPassword: false, label: 'demoted' });
    const token = await signIn(user);
    expect(await status(token)).toBe(200);
    await thon().entities.user.patch({ userId: user.userId }).set({ role: 'parent' }).go();
    expect(await status(token)).toBe(403);
  });
});

/** The authorizer's event for GET /api/Users/GetSession with the token. */
function authorizerEvent(token: string): APIGatewayRequestAuthorizerEventV2 {
  return {
    version: '2.0',
    type: 'REQUEST',
    routeArn: 'arn:aws:execute-api:us-east-1:123456789012:local/$default/GET/api/Users/GetSession',
    identitySource: [`Bearer ${token}`],
    routeKey: `GET ${getSessionPath}`,
    rawPath: getSessionPath,
    rawQueryString: '',
    headers: signedInHeaders(token),
    requestContext: {} as APIGatewayRequestAuthorizerEventV2['requestContext'],
  } as APIGatewayRequestAuthorizerEventV2;
}

/** A middleware that fails every call the way a throttled AWS service does. */
function failing(error: string) {
  return () => (): never => {
    throw Object.assign(new Error(`${error} (injected)`), { name: error, $fault: 'client' });
  };
}
const injected = { step: 'initialize', name: 'injectedFault' } as const;

describe('the authorizer under infrastructure faults', () => {
  afterEach(async () => {
    const { dynamoDbClient } = await import('../../src/platform/clients/dynamodb');
    dynamoDbClient().middlewareStack.remove('injectedFault');
    vi.resetModules();
  });

  it('throws (5xx) rather than refusing when DynamoDB is throttled', async () => {
    const user = await createTestUser({ withPassword: false, label: 'fault' });
    const token = await signIn(user);
    const { handler } = await import('../../src/handlers/auth/authorize');
    expect((await handler(authorizerEvent(token))).isAuthorized).toBe(true);

    const { dynamoDbClient } = await import('../../src/platform/clients/dynamodb');
    dynamoDbClient().middlewareStack.add(failing('ProvisionedThroughputExceededException'), injected);
    await expect(handler(authorizerEvent(token))).rejects.toThrow(/ProvisionedThroughputExceeded/);
  });

  it('throws (5xx) rather than refusing when KMS is throttled', async () => {
    const user = await createTestUser({ withPassword: false, label: 'fault' });
    const token = await signIn(user);
    // A fresh module graph: a verifier not yet built, so it must ask KMS for the public key.
    vi.resetModules();
    const { kmsClient } = await import('../../src/platform/clients/kms');
    kmsClient().middlewareStack.add(failing('ThrottlingException'), injected);
    const { handler } = await import('../../src/handlers/auth/authorize');
    await expect(handler(authorizerEvent(token))).rejects.toThrow(/Throttling/);
  });

  it('answers 500 through a gateway, not 403, while DynamoDB is throttled; the same token works after', async () => {
    // A gateway in this worker, so the fault injected into this worker's DynamoDB client reaches
    // the authorizer it runs (the shared gateway runs in the globalSetup process).
    const { startGateway } = await import('../../dev/local-gateway');
    const { localEdge } = await import('../../dev/local-edge');
    const { routeList } = await import('@thon/shared/api/routes');
    const root = new URL('../../', import.meta.url).pathname;
    const gateway = await startGateway({
      port: 0,
      routes: routeList,
      handlersDir: `${root}src/handlers`,
      authorizerModule: `${root}src/handlers/auth/authorize.ts`,
      // It plays CloudFront as the stack's gateway does, whenever this worker's environment names
      // the origin secret (another file's test may have set it in this worker).
      edge: await localEdge(),
    });
    try {
      const local = apiClient(gateway.url);
      const user = await createTestUser({ withPassword: false, label: 'fault' });
      const token = await signIn(user);
      expect((await local.get(getSessionPath, signedInHeaders(token))).status).toBe(200);
      const { dynamoDbClient } = await import('../../src/platform/clients/dynamodb');
      dynamoDbClient().middlewareStack.add(failing('ThrottlingException'), injected);
      expect((await local.get(getSessionPath, signedInHeaders(token))).status).toBe(500);
      dynamoDbClient().middlewareStack.remove(injected.name);
      expect((await local.get(getSessionPath, signedInHeaders(token))).status).toBe(200);
    } finally {
      await gateway.stop();
    }
  });

  it('still refuses a tampered token with a plain deny', async () => {
    const user = await createTestUser({ withPassword: false, label: 'fault' });
    const token = await signIn(user);
    const { handler } = await import('../../src/handlers/auth/authorize');
    const [header, payload] = token.split('.');
    expect((await handler(authorizerEvent(`${header}.${payload}.AAAA`))).isAuthorized).toBe(false);
  });
});
