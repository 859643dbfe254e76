// Social sign-in through the local gateway: IsValidOauthProviderUserLogin,
// CreateUserToOauthProviderSignUp and OauthUserLogin, with Facebook's Graph API stubbed at its
// HTTP boundary (facebook-graph-stub.ts) and everything else real.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loginFailures } from '@thon/shared/api/schemas/auth';
import { emailAlreadyExists, facebookLoginFailed, socialEmailRequired } from '@thon/shared/catalog/messages';
import { tooManyAttempts } from '@thon/shared/catalog/messages';
import { apiClient, newClientAddress, signedInHeaders, spendClientFailures } from './api-client';
import { facebookToken, invalidFacebookToken, unreachableFacebookToken } from './facebook-graph-stub';
import { useStackEnvironment } from './stack-environment';
import { createTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const isValid = '/api/users/IsValidOauthProviderUserLogin';
const signUp = '/api/users/CreateUserToOauthProviderSignUp';
const login = '/authentication/OauthUserLogin';

function newFacebookAccount() {
  const id = String(10_000_000 + Math.floor(Math.random() * 1e9));
  return { id, email: `fb-${id}@Example.com` };
}

function signUpBody(account: { id: string; email?: string }, overrides: Record<string, unknown> = {}) {
  return {
    Username: account.email,
    Email: account.email,
    FirstName: 'Typed',
    LastName: 'Name',
    LoginProvider: 'Facebook',
    ProviderKey: account.id,
    AccessToken: facebookToken(account),
    ...overrides,
  };
}

async function providerLinkOf(id: string) {
  const { findUserIdByProviderAccount } = await import('../../src/data/repositories/users-repository');
  return findUserIdByProviderAccount({ loginProvider: 'Facebook', providerKey: id });
}

describe('POST /api/users/CreateUserToOauthProviderSignUp', () => {
  it('creates a parent with the email and names Facebook returned, once', async () => {
    const api = apiClient(apiUrl);
    const account = newFacebookAccount();
    const first = await api.post(signUp, signUpBody(account, { Email: 'typed@example.com' }));
    expect(first).toEqual({ status: 200, body: { IsUserExist: false } });

    const { getUser, findUserIdByEmail } = await import('../../src/data/repositories/users-repository');
    const userId = await providerLinkOf(account.id);
    const user = userId ? await getUser(userId) : undefined;
    expect(user).toMatchObject({
      email: account.email,
      username: account.email.toLowerCase(),
      firstName: 'Fiona',
      lastName: 'Graph',
      role: 'parent',
      active: true,
      avatarUrl: `https://graph.facebook.com/${account.id}/picture`,
    });
    expect(await findUserIdByEmail(account.email.toUpperCase())).toBe(userId);
    expect(await findUserIdByEmail('typed@example.com')).toBeUndefined();

    // The same account again (a retry, a second tab): no second user, IsUserExist true.
    expect(await api.post(signUp, signUpBody(account))).toEqual({ status: 200, body: { IsUserExist: true } });
    expect(await providerLinkOf(account.id)).toBe(userId);
  });

  it('creates one user when the same account signs up twice at the same moment', async () => {
    const api = apiClient(apiUrl);
    const account = newFacebookAccount();
    const answers = await Promise.all([
      api.post(signUp, signUpBody(account)),
      api.post(signUp, signUpBody(account)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => (answer.body as { IsUserExist: boolean }).IsUserExist).sort()).toEqual([
      false,
      true,
    ]);
    expect(await providerLinkOf(account.id)).toBeDefined();
  });

  it("answers 409 'Email already exists.' when another account has the email, and writes nothing", async () => {
    const api = apiClient(apiUrl);
    const existing = await createTestUser({ label: 'fb-dup' });
    const account = { id: newFacebookAccount().id, email: existing.email.toUpperCase() };
    const answer = await api.post(signUp, signUpBody(account));
    expect(answer).toEqual({ status: 409, body: { message: emailAlreadyExists } });
    expect(await providerLinkOf(account.id)).toBeUndefined();
  });

  it("answers 400 'You must provide the Email Address.' when Facebook gives no email, and writes nothing", async () => {
    const api = apiClient(apiUrl);
    const account = { id: newFacebookAccount().id };
    // An email typed into the request is not the provider's; it does not count.
    const answer = await api.post(signUp, signUpBody(account, { Email: 'typed@example.com' }));
    expect(answer).toEqual({ status: 400, body: { message: socialEmailRequired } });
    expect(await providerLinkOf(account.id)).toBeUndefined();
  });

  it.each([
    ['Facebook refuses the token', { AccessToken: invalidFacebookToken }],
    ['Facebook cannot be reached', { AccessToken: unreachableFacebookToken }],
    [
      'the token belongs to another Facebook account',
      { AccessToken: facebookToken({ id: '999', email: 'x@example.com' }) },
    ],
  ])("answers 400 'Unable to login using facebook.' when %s", async (_label, overrides) => {
    const api = apiClient(apiUrl);
    const account = newFacebookAccount();
    const answer = await api.post(signUp, signUpBody(account, overrides));
    expect(answer).toEqual({ status: 400, body: { message: facebookLoginFailed } });
    expect(await providerLinkOf(account.id)).toBeUndefined();
  });

  it.each([
    ['no access token', { AccessToken: undefined }, 'The provider access token is required.'],
    ['an unsupported provider', { LoginProvider: 'Myspace' }, 'Unsupported login provider.'],
    ['an unknown field', { IsAdmin: true }, 'Unrecognized key: "IsAdmin"'],
    ['a 10 KB provider key', { ProviderKey: '1'.repeat(10_240) }, 'At most 128 characters.'],
  ])('answers 400 for %s', async (_label, overrides, message) => {
    const answer = await apiClient(apiUrl).post(signUp, signUpBody(newFacebookAccount(), overrides));
    expect(answer).toMatchObject({ status: 400, body: { message } });
  });
});

describe('POST /api/users/IsValidOauthProviderUserLogin', () => {
  it('is true only for the email and provider key linked together', async () => {
    const api = apiClient(apiUrl);
    const account = newFacebookAccount();
    const ask = (body: Record<string, unknown>) =>
      api.post(isValid, {
        Email: account.email,
        LoginProvider: 'Facebook',
        ProviderKey: account.id,
        ...body,
      });

    expect(await ask({})).toEqual({ status: 200, body: { IsUserExist: false } });
    await api.post(signUp, signUpBody(account));
    expect(await ask({})).toEqual({ status: 200, body: { IsUserExist: true } });
    expect(await ask({ Email: ` ${account.email.toLowerCase()} ` })).toEqual({
      status: 200,
      body: { IsUserExist: true },
    });
    expect(await ask({ Email: 'someone.else@example.com' })).toEqual({
      status: 200,
      body: { IsUserExist: false },
    });
    expect(await ask({ ProviderKey: `${account.id}0` })).toEqual({
      status: 200,
      body: { IsUserExist: false },
    });
  });

  it("answers 400 'You must provide the Email Address.' without an email", async () => {
    const api = apiClient(apiUrl);
    for (const Email of [undefined, '', 'not-an-email']) {
      const answer = await api.post(isValid, { Email, LoginProvider: 'Facebook', ProviderKey: '1' });
      expect(answer).toMatchObject({ status: 400, body: { message: socialEmailRequired } });
    }
  });

  it('throttles a client address once its budget of unknown accounts is spent', async () => {
    const from = newClientAddress();
    await spendClientFailures(from, 10);
    const api = apiClient(apiUrl, from);
    const ask = () =>
      api.post(isValid, { Email: 'probe@example.com', LoginProvider: 'Facebook', ProviderKey: randomUUID() });
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await ask()).status).toBe(200);
    expect(await ask()).toEqual({ status: 429, body: { message: tooManyAttempts } });
    // Another address is not affected.
    expect(
      (
        await apiClient(apiUrl).post(isValid, {
          Email: 'probe@example.com',
          LoginProvider: 'Facebook',
          ProviderKey: '1',
        })
      ).status,
    ).toBe(200);
  });
});

describe('POST /authentication/OauthUserLogin', () => {
  it('signs in the linked user with a token Facebook vouches for', async () => {
    const api = apiClient(apiUrl);
    const account = newFacebookAccount();
    await api.post(signUp, signUpBody(account));
    const answer = await api.post(login, { LoginProvider: 'Facebook', AccessToken: facebookToken(account) });
    expect(answer.status).toBe(200);
    const token = answer.body as string;
    expect(token.split('.')).toHaveLength(3);

    const session = await api.get('/api/Users/GetSession', signedInHeaders(token));
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({
      UserId: await providerLinkOf(account.id),
      Email: account.email,
      Role: 'parent',
      IsParent: true,
      FirstName: 'Fiona',
      AvatarUrl: `https://graph.facebook.com/${account.id}/picture`,
    });
  });

  it('never signs anyone in with a bare username', async () => {
    const api = apiClient(apiUrl);
    const account = newFacebookAccount();
    await api.post(signUp, signUpBody(account));
    const { accounts } = await import('vitest').then(({ inject }) => inject('stack'));
    for (const Username of [account.email, accounts[0]?.username ?? 'demo.parent']) {
      for (const AccessToken of [invalidFacebookToken, 'x']) {
        const answer = await api.post(login, { Username, LoginProvider: 'Facebook', AccessToken });
        expect(answer).toEqual({ status: 200, body: facebookLoginFailed });
      }
    }
    expect((await api.post(login, { Username: account.email, LoginProvider: 'Facebook' })).status).toBe(400);
  });

  it.each([
    ['Facebook refuses the token', invalidFacebookToken],
    ['Facebook cannot be reached', unreachableFacebookToken],
    ['the Facebook account has no user', facebookToken(newFacebookAccount())],
  ])("answers 'Unable to login using facebook.' when %s", async (_label, AccessToken) => {
    const answer = await apiClient(apiUrl).post(login, { LoginProvider: 'Facebook', AccessToken });
    expect(answer).toEqual({ status: 200, body: facebookLoginFailed });
  });

  it("answers 'Inactive User' for a deactivated account", async () => {
    const { createUser } = await import('../../src/data/repositories/users-repository');
    const account = newFacebookAccount();
    const userId = randomUUID();
    await createUser(
      {
        userId,
        username: account.email,
        email: account.email,
        firstName: 'In',
        lastName: 'Active',
        role: 'parent',
        active: false,
      },
      { loginProvider: 'Facebook', providerKey: account.id },
    );
    const answer = await apiClient(apiUrl).post(login, {
      LoginProvider: 'Facebook',
      AccessToken: facebookToken(account),
    });
    expect(answer).toEqual({ status: 200, body: loginFailures.inactiveUser });
  });
});

describe("Facebook's debug_token decides (app access token from configuration)", () => {
  it.each([
    ['issued to another Facebook app', 'fb-other'],
    ['no longer valid (debug_token is_valid false)', 'fb-expired'],
  ])('a token %s neither signs up nor signs in', async (_label, kind) => {
    const api = apiClient(apiUrl);
    const linked = newFacebookAccount();
    await api.post(signUp, signUpBody(linked));
    expect(await providerLinkOf(linked.id)).toBeDefined();

    // Signing in to the linked account with a token that is not ours: refused.
    const answer = await api.post(login, {
      LoginProvider: 'Facebook',
      AccessToken: facebookToken(linked, kind),
    });
    expect(answer).toEqual({ status: 200, body: facebookLoginFailed });

    // Signing up with it: refused, nothing written.
    const fresh = newFacebookAccount();
    const signUpAnswer = await api.post(
      signUp,
      signUpBody(fresh, { AccessToken: facebookToken(fresh, kind) }),
    );
    expect(signUpAnswer).toEqual({ status: 400, body: { message: facebookLoginFailed } });
    expect(await providerLinkOf(fresh.id)).toBeUndefined();
  });
});
