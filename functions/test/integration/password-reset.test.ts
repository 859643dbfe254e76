// Password reset through the local gateway: EmailPasswordResetLink sends the link through SES
// (read back from the emulator's outbox), ResetPassword sets the new password in Cognito once.
import { describe, expect, inject, it } from 'vitest';
import { loginFailures, passwordRuleNotMet } from '@thon/shared/api/schemas/auth';
import { tooManyAttempts } from '@thon/shared/catalog/messages';
import { resetLinkInvalid } from '@thon/shared/catalog/messages';
import {
  type ApiClient,
  apiClient,
  avoidWindowEdge,
  newClientAddress,
  signedInHeaders,
  spendClientFailures,
} from './api-client';
import { facebookToken } from './facebook-graph-stub';
import { emailsTo } from './outbox';
import { useStackEnvironment } from './stack-environment';
import { createTestUser, type TestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const resetLink = '/api/Users/EmailPasswordResetLink';
const resetPassword = '/api/Users/ResetPassword';
const newPassword = 'Changed#Pass2026';

/** Asks for a link and answers the token from the emailed link. */
async function emailedToken(api: ApiClient, user: { email: string }): Promise<string> {
  const before = (await emailsTo(user.email)).length;
  expect(await api.post(resetLink, { Email: user.email })).toEqual({ status: 200, body: 'success' });
  const emails = await emailsTo(user.email);
  expect(emails).toHaveLength(before + 1);
  const token = /\/reset-password#token=([\w-]+)/.exec(emails[0]?.text ?? '')?.[1];
  expect(token).toBeDefined();
  return token ?? '';
}

async function logIn(api: ApiClient, user: Pick<TestUser, 'username'>, password: string) {
  return api.post('/authentication/login', { Username: user.username, Password: password });
}

describe('POST /api/Users/EmailPasswordResetLink', () => {
  it('emails a link to the reset page, from the configured sender, valid for 1 hour', async () => {
    const user = await createTestUser({ label: 'reset-mail' });
    const api = apiClient(apiUrl);
    // The address is found whatever its case or surrounding spaces.
    expect(await api.post(resetLink, { Email: ` ${user.email.toUpperCase()} ` })).toEqual({
      status: 200,
      body: 'success',
    });
    const [email] = await emailsTo(user.email);
    expect(email).toMatchObject({ from: process.env.MAIL_FROM, subject: 'Reset your Thon password' });
    // The token travels in the fragment: browsers never send it to a server or log it in a Referer.
    expect(email?.text).toContain(`${process.env.WEB_ORIGIN}/reset-password#token=`);
    expect(email?.text).toContain('within 1 hour');
    expect(email?.html).toMatch(/<a href="http:\/\/[^"]+\/reset-password#token=[\w-]{43}">/);

    // Only the token's hash is stored: the emailed token is not a key of the table.
    const token = /token=([\w-]+)/.exec(email?.text ?? '')?.[1] ?? '';
    const { hashSecret } = await import('../../src/domain/auth/one-time-secret');
    const { thon } = await import('../../src/data/thon-service');
    expect((await thon().entities.passwordReset.get({ tokenHash: token }).go()).data).toBeNull();
    expect(
      (
        await thon()
          .entities.passwordReset.get({ tokenHash: hashSecret(token) })
          .go()
      ).data,
    ).toMatchObject({
      userId: user.userId,
    });
  });

  it('finds every seeded demo account by its email (the seed claims them)', async () => {
    const { findUserIdByEmail } = await import('../../src/data/repositories/users-repository');
    for (const account of inject('stack').accounts) {
      expect(await findUserIdByEmail(`${account.username}@example.com`)).toBeDefined();
    }
  });

  it("answers 'not found' for an unknown address and sends nothing", async () => {
    const address = `nobody-${Date.now()}@example.com`;
    expect(await apiClient(apiUrl).post(resetLink, { Email: address })).toEqual({
      status: 200,
      body: 'not found',
    });
    expect(await emailsTo(address)).toHaveLength(0);
  });

  it('throttles one client address once its budget of unknown addresses is spent (account enumeration)', async () => {
    const from = newClientAddress();
    await spendClientFailures(from, 10);
    const api = apiClient(apiUrl, from);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await api.post(resetLink, { Email: `probe-${attempt}-${Date.now()}@example.com` })).body).toBe(
        'not found',
      );
    }
    const user = await createTestUser({ label: 'reset-enum' });
    expect(await api.post(resetLink, { Email: user.email })).toEqual({
      status: 429,
      body: { message: tooManyAttempts },
    });
    expect(await emailsTo(user.email)).toHaveLength(0);
  });

  it('counts successful requests against the client address too (email bombing many inboxes)', async () => {
    const users = await Promise.all(
      [1, 2, 3].map((index) => createTestUser({ label: `reset-spray-${index}` })),
    );
    const from = newClientAddress();
    await spendClientFailures(from, 2);
    const api = apiClient(apiUrl, from);
    expect((await api.post(resetLink, { Email: users[0]?.email })).body).toBe('success');
    expect((await api.post(resetLink, { Email: users[1]?.email })).body).toBe('success');
    expect(await api.post(resetLink, { Email: users[2]?.email })).toEqual({
      status: 429,
      body: { message: tooManyAttempts },
    });
    expect(await emailsTo(users[2]?.email ?? '')).toHaveLength(0);
  });

  it('sends at most 10 links to one address per window, whoever asks', async () => {
    const user = await createTestUser({ label: 'reset-bomb' });
    await avoidWindowEdge();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await apiClient(apiUrl).post(resetLink, { Email: user.email })).body).toBe('success');
    }
    expect(await apiClient(apiUrl).post(resetLink, { Email: user.email })).toEqual({
      status: 429,
      body: { message: tooManyAttempts },
    });
    expect(await emailsTo(user.email)).toHaveLength(10);
  });

  it.each([
    ['a missing email', {}, 'Please enter your email address.'],
    ['an invalid email', { Email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['a 10 KB email', { Email: `${'a'.repeat(10_240)}@example.com` }, 'At most 254 characters.'],
    ['an unknown field', { Email: 'a@example.com', Extra: 1 }, 'Unrecognized key: "Extra"'],
  ])('answers 400 for %s', async (_label, body, message) => {
    expect(await apiClient(apiUrl).post(resetLink, body)).toMatchObject({ status: 400, body: { message } });
  });
});

describe('POST /api/Users/ResetPassword', () => {
  it('sets the new password once; the old one and a second use of the link stop working', async () => {
    const user = await createTestUser({ label: 'reset-flow' });
    const api = apiClient(apiUrl);
    const token = await emailedToken(api, user);

    expect(await api.post(resetPassword, { Token: token, Password: newPassword })).toEqual({
      status: 200,
      body: 'success',
    });
    const login = await logIn(api, user, newPassword);
    expect(login.status).toBe(200);
    expect((login.body as string).split('.')).toHaveLength(3);
    expect((await logIn(api, user, user.password)).body).toBe(loginFailures.authenticationFailed);

    expect(await api.post(resetPassword, { Token: token, Password: 'Another#Pass2026' })).toEqual({
      status: 400,
      body: { message: resetLinkInvalid },
    });
    expect((await logIn(api, user, newPassword)).status).toBe(200);
  });

  it('revokes the older link when a new one is sent; only the newest works', async () => {
    const user = await createTestUser({ label: 'reset-newer' });
    const api = apiClient(apiUrl);
    const older = await emailedToken(api, user);
    const newer = await emailedToken(api, user);
    expect(await api.post(resetPassword, { Token: older, Password: newPassword })).toEqual({
      status: 400,
      body: { message: resetLinkInvalid },
    });
    expect((await logIn(api, user, user.password)).status).toBe(200);
    expect((await api.post(resetPassword, { Token: newer, Password: newPassword })).body).toBe('success');
  });

  it('revokes every other outstanding link once a reset is done', async () => {
    const user = await createTestUser({ label: 'reset-others' });
    const api = apiClient(apiUrl);
    const first = await emailedToken(api, user);
    const second = await emailedToken(api, user);
    expect((await api.post(resetPassword, { Token: second, Password: newPassword })).body).toBe('success');
    for (const token of [first, second]) {
      expect(await api.post(resetPassword, { Token: token, Password: 'Another#Pass2026' })).toEqual({
        status: 400,
        body: { message: resetLinkInvalid },
      });
    }
    expect((await logIn(api, user, newPassword)).status).toBe(200);
  });

  it('ends every session the user had open before the reset', async () => {
    const user = await createTestUser({ label: 'reset-sessions' });
    const api = apiClient(apiUrl);
    const before = (await logIn(api, user, user.password)).body as string;
    const sessionCall = () =>
      fetch(`${apiUrl}/api/Users/GetSession`, {
        headers: signedInHeaders(before),
      });
    expect((await sessionCall()).status).toBe(200);
    const token = await emailedToken(api, user);
    expect((await api.post(resetPassword, { Token: token, Password: newPassword })).status).toBe(200);
    expect((await sessionCall()).status).toBe(403);
  });

  it('refuses a weak password with the shared message before it takes the link, which stays usable', async () => {
    const user = await createTestUser({ label: 'reset-weak' });
    const api = apiClient(apiUrl);
    const token = await emailedToken(api, user);
    const { hashSecret } = await import('../../src/domain/auth/one-time-secret');
    const { thon } = await import('../../src/data/thon-service');
    const stored = async () =>
      (
        await thon()
          .entities.passwordReset.get({ tokenHash: hashSecret(token) })
          .go()
      ).data;
    const before = await stored();
    expect(before).toMatchObject({ userId: user.userId });
    for (const weak of ['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
      expect(await api.post(resetPassword, { Token: token, Password: weak })).toEqual({
        status: 400,
        body: { message: passwordRuleNotMet, issues: [{ path: 'Password', message: passwordRuleNotMet }] },
      });
    }
    // Still stored as it was. That the rule is checked before the token is taken at all shows in
    // 'a weak password' below: with an unknown token it answers the rule, not resetLinkInvalid.
    expect(await stored()).toEqual(before);
    expect((await logIn(api, user, user.password)).status).toBe(200);
    expect((await api.post(resetPassword, { Token: token, Password: newPassword })).body).toBe('success');
    expect((await logIn(api, user, newPassword)).status).toBe(200);
  });

  it("gives exactly one 'success' to two simultaneous uses of one link", async () => {
    const user = await createTestUser({ label: 'reset-race' });
    const api = apiClient(apiUrl);
    const token = await emailedToken(api, user);
    const answers = await Promise.all([
      api.post(resetPassword, { Token: token, Password: 'First#Pass2026' }),
      api.post(resetPassword, { Token: token, Password: 'Second#Pass2026' }),
    ]);
    expect(answers.filter((answer) => answer.status === 200 && answer.body === 'success')).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 400)).toEqual([
      { status: 400, body: { message: resetLinkInvalid } },
    ]);
    const winner = answers[0]?.status === 200 ? 'First#Pass2026' : 'Second#Pass2026';
    expect((await logIn(api, user, winner)).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const user = await createTestUser({ label: 'reset-expired' });
    const { createSecret } = await import('../../src/domain/auth/one-time-secret');
    const { storePasswordReset } = await import('../../src/data/repositories/password-resets-repository');
    const { secret, hash } = createSecret();
    const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
    await storePasswordReset({ tokenHash: hash, userId: user.userId, createdAt: '', expiresAt: anHourAgo });
    const api = apiClient(apiUrl);
    expect(await api.post(resetPassword, { Token: secret, Password: newPassword })).toEqual({
      status: 400,
      body: { message: resetLinkInvalid },
    });
    expect((await logIn(api, user, user.password)).status).toBe(200);
  });

  it.each([
    ['an unknown token', { Token: 'x'.repeat(43), Password: newPassword }, resetLinkInvalid],
    ['a missing token', { Password: newPassword }, 'The reset link is not valid.'],
    ['an empty password', { Token: 'x'.repeat(43), Password: '' }, 'Please enter a password'],
    // The rule is checked before the token is even looked up.
    ['a weak password', { Token: 'x'.repeat(43), Password: 'weakpass1' }, passwordRuleNotMet],
    ['a 10 KB token', { Token: 'x'.repeat(10_240), Password: newPassword }, 'At most 128 characters.'],
  ])('answers 400 for %s', async (_label, body, message) => {
    expect(await apiClient(apiUrl).post(resetPassword, body)).toMatchObject({
      status: 400,
      body: { message },
    });
  });

  it('gives a social sign-up its first password, so it can sign in with its email', async () => {
    const api = apiClient(apiUrl);
    const id = String(Date.now());
    const account = { id, email: `social-reset-${id}@example.com` };
    const signUp = await api.post('/api/users/CreateUserToOauthProviderSignUp', {
      LoginProvider: 'Facebook',
      ProviderKey: id,
      AccessToken: facebookToken(account),
    });
    expect(signUp).toEqual({ status: 200, body: { IsUserExist: false } });
    const token = await emailedToken(api, account);
    expect((await api.post(resetPassword, { Token: token, Password: 'weak' })).status).toBe(400);
    expect((await api.post(resetPassword, { Token: token, Password: newPassword })).body).toBe('success');
    expect((await logIn(api, { username: account.email }, newPassword)).status).toBe(200);
  });
});
