// The authorizer through the gateway: only a valid, live session token whose user id matches
// the X-User-Id header gets in. Each refusal case is built with the real KMS key.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInHeaders, tokenClaims } from './api-client';
import { useStackEnvironment } from './stack-environment';

const { apiUrl } = useStackEnvironment();
let userId = '';

async function getSession(token: string, userIdHeader = userId): Promise<number> {
  const response = await fetch(`${apiUrl}/api/Users/GetSession`, {
    headers: signedInHeaders(token, userIdHeader),
  });
  await response.body?.cancel();
  return response.status;
}

/** Signs arbitrary claims with the session key, to build tokens the API itself would never issue. */
async function signRaw(claims: Record<string, unknown>): Promise<string> {
  const { KMSClient, SignCommand } = await import('@aws-sdk/client-kms');
  const keyId = process.env.SIGNING_KEY_ID ?? '';
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode({ alg: 'RS256', typ: 'JWT', kid: keyId })}.${encode(claims)}`;
  const { Signature } = await new KMSClient({}).send(
    new SignCommand({
      KeyId: keyId,
      Message: Buffer.from(input),
      MessageType: 'RAW',
      SigningAlgorithm: 'RSASSA_PKCS1_V1_5_SHA_256',
    }),
  );
  return `${input}.${Buffer.from(Signature ?? new Uint8Array()).toString('base64url')}`;
}

async function liveSessionId(): Promise<{ token: string; sid: string }> {
  const { issueSession } = await import('../../src/domain/auth/issue-session');
  const { issueSessionDeps } = await import('../../src/composition/sessions');
  const token = await issueSession(issueSessionDeps, { userId, role: 'parent' });
  return { token, sid: tokenClaims(token).sid };
}

beforeAll(async () => {
  const { createUser } = await import('../../src/data/repositories/users-repository');
  userId = randomUUID();
  await createUser({
    userId,
    username: `tokens-${userId.slice(0, 8)}`,
    email: `tokens-${userId.slice(0, 8)}@example.com`,
    firstName: 'Token',
    lastName: 'Tester',
    role: 'parent',
    active: true,
  });
});

describe('session tokens', () => {
  it('accepts a live session', async () => {
    const { token } = await liveSessionId();
    expect(await getSession(token)).toBe(200);
  });

  it('refuses a token whose X-User-Id header disagrees', async () => {
    const { token } = await liveSessionId();
    expect(await getSession(token, randomUUID())).toBe(403);
  });

  it('refuses a tampered token', async () => {
    const { token } = await liveSessionId();
    const [header, , signature] = token.split('.');
    const claims = tokenClaims(token);
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'super-admin' })).toString('base64url');
    expect(await getSession(`${header}.${forged}.${signature}`)).toBe(403);
  });

  it('refuses an expired token even if its session item lives', async () => {
    const { sid } = await liveSessionId();
    const now = Math.floor(Date.now() / 1000);
    const token = await signRaw({
      sub: userId,
      sid,
      role: 'parent',
      iss: 'thon',
      aud: 'thon-web',
      iat: now - 7200,
      exp: now - 60,
    });
    expect(await getSession(token)).toBe(403);
  });

  it('refuses a token for another audience', async () => {
    const { sid } = await liveSessionId();
    const now = Math.floor(Date.now() / 1000);
    const token = await signRaw({
      sub: userId,
      sid,
      role: 'parent',
      iss: 'thon',
      aud: 'someone-else',
      iat: now,
      exp: now + 600,
    });
    expect(await getSession(token)).toBe(403);
  });

  it('refuses a correctly signed token whose session was never created', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signRaw({
      sub: userId,
      sid: randomUUID(),
      role: 'parent',
      iss: 'thon',
      aud: 'thon-web',
      iat: now,
      exp: now + 600,
    });
    expect(await getSession(token)).toBe(403);
  });

  it('stops working at once after logout', async () => {
    const { token } = await liveSessionId();
    const logout = await fetch(`${apiUrl}/authentication/logout`, {
      headers: signedInHeaders(token),
    });
    expect(logout.status).toBe(200);
    expect(await getSession(token)).toBe(403);
  });

  it('answers 401 when no token is sent', async () => {
    const response = await fetch(`${apiUrl}/api/Users/GetSession`);
    expect(response.status).toBe(401);
  });
});
