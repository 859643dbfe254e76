// Username/password sign-in through the local gateway: POST /authentication/login, the
// service-level /api/service/auth/credentials, and GetSession for the session it starts.
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loginFailures } from '@thon/shared/api/schemas/auth';
import { sessionSchema } from '@thon/shared/api/schemas/session';
import { tooManyAttempts } from '@thon/shared/catalog/messages';
import {
  apiClient,
  avoidWindowEdge,
  newClientAddress,
  signedInHeaders,
  spendClientFailures,
  tokenClaims,
} from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const login = '/authentication/login';

describe('POST /authentication/login', () => {
  it('answers a session token for the right password', async () => {
    const user = await createTestUser({ label: 'login' });
    const api = apiClient(apiUrl);
    const answer = await api.post(login, { Username: user.username, Password: user.password });
    expect(answer.status).toBe(200);
    const token = answer.body as string;
    expect(tokenClaims(token)).toMatchObject({
      sub: user.userId,
      role: 'parent',
      iss: 'thon',
      aud: 'thon-web',
    });
    expect((await api.get('/api/Users/GetSession', signedInHeaders(token))).status).toBe(200);
  });

  it('signs in a seeded demo account', async () => {
    const account = inject('stack').accounts.find((candidate) => candidate.role === 'teacher');
    const answer = await apiClient(apiUrl).post(login, {
      Username: account?.username,
      Password: account?.password,
    });
    expect((answer.body as string).split('.')).toHaveLength(3);
  });

  it("answers 'Authentication Failed' for a wrong password or an unknown user", async () => {
    const user = await createTestUser({ label: 'login-wrong' });
    const api = apiClient(apiUrl);
    expect(await api.post(login, { Username: user.username, Password: 'Wrong#Pass2026' })).toEqual({
      status: 200,
      body: loginFailures.authenticationFailed,
    });
    expect(await api.post(login, { Username: `${user.username}-nobody`, Password: user.password })).toEqual({
      status: 200,
      body: loginFailures.authenticationFailed,
    });
  });

  it("answers 'Inactive User' only after the right password", async () => {
    const user = await createTestUser({ label: 'login-inactive', active: false });
    const api = apiClient(apiUrl);
    expect((await api.post(login, { Username: user.username, Password: user.password })).body).toBe(
      loginFailures.inactiveUser,
    );
    expect((await api.post(login, { Username: user.username, Password: 'Wrong#Pass2026' })).body).toBe(
      loginFailures.authenticationFailed,
    );
  });

  it('throttles an account after 10 failures, from any address, even with the right password', async () => {
    const user = await createTestUser({ label: 'login-brute' });
    await avoidWindowEdge();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await apiClient(apiUrl).post(login, {
        Username: user.username,
        Password: `Wrong#${attempt}`,
      });
      expect(answer.body).toBe(loginFailures.authenticationFailed);
    }
    expect(await apiClient(apiUrl).post(login, { Username: user.username, Password: user.password })).toEqual(
      {
        status: 429,
        body: { message: tooManyAttempts },
      },
    );
  });

  it('answers at most 10 of 30 concurrent wrong passwords for one account; the rest get 429', async () => {
    const user = await createTestUser({ label: 'login-burst' });
    await avoidWindowEdge();
    // Each from its own address, so only the account's limit can stop them.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_unused, attempt) =>
        apiClient(apiUrl).post(login, { Username: user.username, Password: `Wrong#${attempt}` }),
      ),
    );
    const answered = answers.filter((answer) => answer.status !== 429);
    expect(answered.length).toBeLessThanOrEqual(10);
    expect(answered.every((answer) => answer.body === loginFailures.authenticationFailed)).toBe(true);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(30 - answered.length);
    // The account is locked for the window, even with the right password.
    expect(
      (await apiClient(apiUrl).post(login, { Username: user.username, Password: user.password })).status,
    ).toBe(429);
  });

  it('gives a successful sign-in its attempt back: 9 failures and many successes leave one failure to spend', async () => {
    const user = await createTestUser({ label: 'login-release' });
    await avoidWindowEdge();
    for (let attempt = 0; attempt < 9; attempt += 1) {
      await apiClient(apiUrl).post(login, { Username: user.username, Password: `Wrong#${attempt}` });
    }
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (await apiClient(apiUrl).post(login, { Username: user.username, Password: user.password })).status,
      ).toBe(200);
    }
    expect(
      (await apiClient(apiUrl).post(login, { Username: user.username, Password: 'Wrong#last' })).body,
    ).toBe(loginFailures.authenticationFailed);
    expect(
      (await apiClient(apiUrl).post(login, { Username: user.username, Password: user.password })).status,
    ).toBe(429);
  });

  it('throttles a client address once its budget is spent, whichever accounts it tries', async () => {
    const from = newClientAddress();
    await spendClientFailures(from, 10);
    const api = apiClient(apiUrl, from);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(
        (await api.post(login, { Username: `nobody-${attempt}-${Date.now()}`, Password: 'x' })).body,
      ).toBe(loginFailures.authenticationFailed);
    }
    const user = await createTestUser({ label: 'login-client' });
    expect((await api.post(login, { Username: user.username, Password: user.password })).status).toBe(429);
    // The account itself is not locked: another address signs in.
    expect(
      (await apiClient(apiUrl).post(login, { Username: user.username, Password: user.password })).status,
    ).toBe(200);
  });

  it.each([
    ['a missing username', { Password: 'x' }, 'Please enter a username'],
    ['an empty username', { Username: ' ', Password: 'x' }, 'Please enter a username'],
    ['an empty password', { Username: 'someone', Password: '' }, 'Please enter a password'],
    ['a 10 KB username', { Username: 'a'.repeat(10_240), Password: 'x' }, 'At most 128 characters.'],
    [
      'an unknown field',
      { Username: 'someone', Password: 'x', Role: 'super-admin' },
      'Unrecognized key: "Role"',
    ],
  ])('answers 400 for %s', async (_label, body, message) => {
    expect(await apiClient(apiUrl).post(login, body)).toMatchObject({ status: 400, body: { message } });
  });
});

describe('GET /api/Users/GetSession', () => {
  it('answers every field of the session for the signed-in user', async () => {
    const user = await createTestUser({ label: 'session', role: 'vendor' });
    const api = apiClient(apiUrl);
    const token = (await api.post(login, { Username: user.username, Password: user.password }))
      .body as string;
    const answer = await api.get('/api/Users/GetSession', signedInHeaders(token));
    expect(answer.status).toBe(200);
    const session = sessionSchema.strict().parse(answer.body);
    expect(session).toMatchObject({
      Token: token,
      UserId: user.userId,
      FirstName: 'Ida',
      LastName: 'Tester',
      Email: user.email,
      Role: 'vendor',
      ApplicationRole: 'Vendor',
      IsVendor: true,
      IsParent: false,
      IsSuperAdmin: false,
      ParticipantId: null,
      ParentId: null,
      IpAddress: api.from,
    });
    expect(session.OrganizationTypes).toContain('Elementary School');
  });
});

describe('POST /api/service/auth/credentials', () => {
  it('answers the session on success and null on failure', async () => {
    const user = await createTestUser({ label: 'service' });
    const api = apiClient(apiUrl);
    const ok = await api.post('/api/service/auth/credentials', {
      UserName: user.username,
      Password: user.password,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      UserId: user.userId,
      Role: 'parent',
      IsParent: true,
      ParentId: user.userId,
    });
    const token = (ok.body as { Token: string }).Token;
    expect((await api.get('/api/Users/GetSession', signedInHeaders(token))).status).toBe(200);

    const failed = await api.post('/api/service/auth/credentials', {
      UserName: user.username,
      Password: 'Wrong#1',
    });
    expect(failed).toEqual({ status: 200, body: null });
  });

  it('ends the session at GET /api/service/auth/logout', async () => {
    const user = await createTestUser({ label: 'service-out' });
    const api = apiClient(apiUrl);
    const ok = await api.post('/api/service/auth/credentials', {
      UserName: user.username,
      Password: user.password,
    });
    const headers = signedInHeaders((ok.body as { Token: string }).Token);
    expect(await api.get('/api/service/auth/logout', headers)).toEqual({
      status: 200,
      body: { Success: true },
    });
    expect((await api.get('/api/Users/GetSession', headers)).status).toBe(403);
  });
});
