// Social sign-up on in-memory ports: an account is created only for a profile Facebook itself
// returned for the token (its email, never the typed one), as a parent; a repeated sign-up is
// harmless, a taken email is a Conflict; refused tokens and "not linked" answers keep their
// attempt reservation, so probing for accounts or tokens is rationed.
import { beforeEach, describe, expect, it } from 'vitest';
import { emailAlreadyExists, facebookLoginFailed, socialEmailRequired } from '@thon/shared/catalog/messages';
import { windowSeconds } from '../../../src/domain/auth/attempt-limits';
import { isLinkedSocialAccount, signUpWithFacebook } from '../../../src/domain/users/social-sign-up';
import { InMemoryAttemptWindows } from '../../support/in-memory/attempt-windows';
import { FixedClock } from '../../support/in-memory/clock';
import { FakeFacebookGraph } from '../../support/in-memory/facebook';
import { SequentialIds } from '../../support/in-memory/ids';
import { RecordingLogger } from '../../support/in-memory/logger';
import { InMemoryUserAccounts } from '../../support/in-memory/user-accounts';

const ip = '203.0.113.7';
let attempts: InMemoryAttemptWindows;
let clock: FixedClock;
let accounts: InMemoryUserAccounts;
let facebook: FakeFacebookGraph;
const logger = new RecordingLogger();
const deps = () => ({ attempts, clock, logger, accounts, facebook, ids: new SequentialIds() });
const counted = () => attempts.count(`client:${ip}`, clock.nowInSeconds());
const signUp = (AccessToken: string, more: object = {}) =>
  signUpWithFacebook(deps(), { LoginProvider: 'Facebook', ProviderKey: 'fb-1', AccessToken, ...more }, ip);

beforeEach(() => {
  attempts = new InMemoryAttemptWindows();
  // The start of a window, so the test's attempts all fall in the same one.
  clock = new FixedClock((1_900_000_000 - (1_900_000_000 % windowSeconds)) * 1000);
  accounts = new InMemoryUserAccounts();
  facebook = new FakeFacebookGraph();
  facebook.profiles.set('good-token', { id: 'fb-1', email: 'Ana@Example.com', firstName: 'Ana' });
  facebook.profiles.set('no-email', { id: 'fb-1' });
  facebook.profiles.set('other-account', { id: 'fb-2', email: 'bo@example.com' });
});

describe('signing up with Facebook', () => {
  it("creates a parent with Facebook's email, whatever the browser typed, and gives the attempt back", async () => {
    expect(await signUp('good-token', { Email: 'typed@example.com', LastName: 'Typed' })).toBe(false);
    const [user] = accounts.users.values();
    expect(user).toMatchObject({
      username: 'ana@example.com',
      email: 'Ana@Example.com',
      firstName: 'Ana',
      lastName: 'Typed',
      role: 'parent',
      active: true,
    });
    expect(
      await accounts.findUserIdByProviderAccount({ loginProvider: 'Facebook', providerKey: 'fb-1' }),
    ).toBe(user?.userId);
    expect(counted()).toBe(0);
  });

  it('answers that the account exists on a repeated sign-up, creating nobody', async () => {
    await signUp('good-token');
    expect(await signUp('good-token')).toBe(true);
    expect(accounts.users.size).toBe(1);
  });

  it('refuses a token Facebook refuses or one of another account, keeping the attempt counted', async () => {
    await expect(signUp('forged')).rejects.toMatchObject({
      name: 'RuleBroken',
      message: facebookLoginFailed,
    });
    await expect(signUp('other-account')).rejects.toMatchObject({ message: facebookLoginFailed });
    expect(counted()).toBe(2);
    expect(accounts.users.size).toBe(0);
  });

  it('refuses a profile without an email', async () => {
    await expect(signUp('no-email')).rejects.toMatchObject({
      name: 'RuleBroken',
      message: socialEmailRequired,
    });
    expect(accounts.users.size).toBe(0);
  });

  it("answers a Conflict when another user holds Facebook's email", async () => {
    accounts.add({ userId: 'old', username: 'ana', email: 'ana@example.com' });
    await expect(signUp('good-token')).rejects.toMatchObject({
      name: 'Conflict',
      message: emailAlreadyExists,
    });
    expect(accounts.users.size).toBe(1);
  });
});

describe('checking a linked social account', () => {
  const query = (Email: string) => ({ Email, LoginProvider: 'Facebook' as const, ProviderKey: 'fb-1' });

  it('answers true only for the email of the linked user, giving that attempt back', async () => {
    await signUp('good-token');
    expect(await isLinkedSocialAccount(deps(), query(' ANA@example.com'), ip)).toBe(true);
    expect(counted()).toBe(0);
    expect(await isLinkedSocialAccount(deps(), query('bo@example.com'), ip)).toBe(false);
    expect(
      await isLinkedSocialAccount(deps(), { ...query('ana@example.com'), ProviderKey: 'fb-9' }, ip),
    ).toBe(false);
    expect(counted()).toBe(2);
  });
});
