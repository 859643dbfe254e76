// Single sign-on between the admin host and the main site through the local gateway:
// CreateSsoHandoff (signed in) gives a one-time code in the other host's URL (its fragment, which
// no server or log sees); ExchangeSsoHandoff turns it into a session for the same user, once, when
// the browser's Origin header names the host the deployment configured for the code's target
// (WEB_ORIGIN / ADMIN_ORIGIN). Nothing in the body says which site is asking.
import { beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '@thon/shared/api/schemas/auth';
import { apiClient, signedInHeaders } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestUser, signIn, type TestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const create = '/api/Users/CreateSsoHandoff';
const exchange = '/authentication/ExchangeSsoHandoff';
let user: TestUser;
let headers: Record<string, string>;

beforeAll(async () => {
  user = await createTestUser({ label: 'sso', role: 'super-admin', withPassword: false });
  headers = signedInHeaders(await signIn(user));
});

/** The origin of the site each target names: the exchange must come from that site. */
const originOf = (target: 'admin' | 'main') =>
  process.env[target === 'admin' ? 'ADMIN_ORIGIN' : 'WEB_ORIGIN'] ?? '';

async function handoff(Target: 'admin' | 'main') {
  const answer = await apiClient(apiUrl).post(create, { Target }, headers);
  expect(answer.status).toBe(200);
  return answer.body as { Code: string; Url: string };
}

describe('POST /api/Users/CreateSsoHandoff', () => {
  it.each([
    ['admin', 'ADMIN_ORIGIN'],
    ['main', 'WEB_ORIGIN'],
  ] as const)('links to the %s host with a one-time code', async (target, origin) => {
    const { Code, Url } = await handoff(target);
    expect(Code).toMatch(/^[\w-]{43}$/);
    expect(Url).toBe(`${process.env[origin]}/sso#code=${Code}`);
    expect(new URL(Url).search).toBe('');
  });

  it('needs a signed-in caller', async () => {
    const api = apiClient(apiUrl);
    expect((await api.post(create, { Target: 'admin' })).status).toBe(401);
    expect(
      (await api.post(create, { Target: 'admin' }, { ...headers, authorization: 'Bearer a.b.c' })).status,
    ).toBe(403);
  });

  it('answers 400 for an unknown target', async () => {
    expect((await apiClient(apiUrl).post(create, { Target: 'elsewhere' }, headers)).status).toBe(400);
  });
});

/** The exchange as a browser on `site` sends it: the code in the body, the page's origin as the Origin header. */
const exchangeFrom = (api: ReturnType<typeof apiClient>, Code: string, origin: string) =>
  api.post(exchange, { Code }, { origin });

describe('POST /authentication/ExchangeSsoHandoff', () => {
  it('signs the same user in once; a second use fails', async () => {
    const api = apiClient(apiUrl);
    const { Code } = await handoff('main');
    const first = await exchangeFrom(api, Code, originOf('main'));
    expect(first.status).toBe(200);
    const session = await api.get('/api/Users/GetSession', signedInHeaders(first.body as string));
    expect(session).toMatchObject({ status: 200, body: { UserId: user.userId, Role: 'super-admin' } });
    expect(await exchangeFrom(api, Code, originOf('main'))).toEqual({
      status: 200,
      body: loginFailures.authenticationFailed,
    });
  });

  it('takes no origin from the body: a body naming one is refused (400) and the code stays usable', async () => {
    const api = apiClient(apiUrl);
    const { Code } = await handoff('main');
    expect(
      await api.post(exchange, { Code, Origin: originOf('main') }, { origin: originOf('main') }),
    ).toMatchObject({
      status: 400,
    });
    expect((await exchangeFrom(api, Code, originOf('main'))).body).not.toBe(
      loginFailures.authenticationFailed,
    );
  });

  it("answers 'Authentication Failed' when the request has no Origin header (not from a browser page of ours)", async () => {
    const api = apiClient(apiUrl);
    const { Code } = await handoff('main');
    expect(await api.post(exchange, { Code })).toEqual({
      status: 200,
      body: loginFailures.authenticationFailed,
    });
  });

  it.each([
    ['a code for the admin host exchanged by the main site', 'admin', 'main'],
    ['a code for the main site exchanged by the admin host', 'main', 'admin'],
  ] as const)(
    "answers 'Authentication Failed' for %s, and the code is spent",
    async (_label, target, site) => {
      const api = apiClient(apiUrl);
      const { Code } = await handoff(target);
      expect(await exchangeFrom(api, Code, originOf(site))).toEqual({
        status: 200,
        body: loginFailures.authenticationFailed,
      });
      expect(await exchangeFrom(api, Code, originOf(target))).toEqual({
        status: 200,
        body: loginFailures.authenticationFailed,
      });
    },
  );

  it("answers 'Authentication Failed' for an origin that is no site of ours", async () => {
    const { Code } = await handoff('admin');
    expect(await exchangeFrom(apiClient(apiUrl), Code, 'https://evil.example')).toEqual({
      status: 200,
      body: loginFailures.authenticationFailed,
    });
  });

  it('gives one token to two simultaneous exchanges of one code', async () => {
    const api = apiClient(apiUrl);
    const { Code } = await handoff('admin');
    const answers = await Promise.all([
      exchangeFrom(api, Code, originOf('admin')),
      exchangeFrom(api, Code, originOf('admin')),
    ]);
    const bodies = answers.map((answer) => answer.body as string);
    expect(bodies.filter((body) => body === loginFailures.authenticationFailed)).toHaveLength(1);
    expect(bodies.filter((body) => body.split('.').length === 3)).toHaveLength(1);
  });

  it("answers 'Authentication Failed' for an expired code", async () => {
    const { createSecret } = await import('../../src/domain/auth/one-time-secret');
    const { storeSsoHandoff } = await import('../../src/data/repositories/sso-handoffs-repository');
    const { secret, hash } = createSecret();
    const aMinuteAgo = Math.floor(Date.now() / 1000) - 61;
    await storeSsoHandoff({
      codeHash: hash,
      userId: user.userId,
      target: 'admin',
      targetOrigin: originOf('admin'),
      createdAt: '',
      expiresAt: aMinuteAgo,
    });
    expect(await exchangeFrom(apiClient(apiUrl), secret, originOf('admin'))).toEqual({
      status: 200,
      body: loginFailures.authenticationFailed,
    });
  });

  it("answers 'Authentication Failed' for an unknown code and 400 for no code", async () => {
    const api = apiClient(apiUrl);
    expect(await exchangeFrom(api, 'x'.repeat(43), originOf('main'))).toEqual({
      status: 200,
      body: loginFailures.authenticationFailed,
    });
    expect(await api.post(exchange, {})).toMatchObject({ status: 400 });
    expect(await api.post(exchange, { Code: '' }, { origin: originOf('main') })).toMatchObject({
      status: 400,
      body: { message: 'The sign-in link is not valid.' },
    });
  });
});
