// Facebook sign-in on in-memory ports: only the profile Facebook answers for the token names the
// user (through the linked provider account); an unknown, refused or unlinked token answers the
// spec's failure and keeps its attempt; an inactive user is told so only after a verified token.
import { beforeEach, describe, expect, it } from 'vitest';
import { loginFailures } from '@thon/shared/api/schemas/auth';
import { facebookLoginFailed, tooManyAttempts } from '@thon/shared/catalog/messages';
import type { UserRecord } from '../../../src/data/repositories/users-repository';
import { maxAttemptsPerWindow } from '../../../src/domain/auth/attempt-limits';
import {
  loginWithFacebook,
  verifyFacebookToken,
  type FacebookLoginDeps,
} from '../../../src/domain/auth/facebook-login';
import { InMemoryAttemptWindows } from '../../support/in-memory/attempt-windows';
import { FixedClock } from '../../support/in-memory/clock';
import { FakeFacebookGraph } from '../../support/in-memory/facebook';
import { SequentialIds } from '../../support/in-memory/ids';
import { RecordingLogger } from '../../support/in-memory/logger';
import { InMemorySessions, plainSigner } from '../../support/in-memory/sessions';
import { InMemorySignInStanding } from '../../support/in-memory/sign-in-standing';

const ip = '198.51.100.4';

let facebook: FakeFacebookGraph;
let sessions: InMemorySessions;
let attempts: InMemoryAttemptWindows;
let users: Map<string, UserRecord>;
let links: Map<string, string>;
let deps: FacebookLoginDeps;

beforeEach(() => {
  facebook = new FakeFacebookGraph();
  facebook.profiles.set('token-ana', { id: 'fb-ana', email: 'ana@example.com' });
  facebook.profiles.set('token-bo', { id: 'fb-bo' });
  facebook.profiles.set('token-stranger', { id: 'fb-stranger' });
  sessions = new InMemorySessions();
  attempts = new InMemoryAttemptWindows();
  users = new Map([
    ['u-ana', { userId: 'u-ana', role: 'parent', active: true } as UserRecord],
    ['u-bo', { userId: 'u-bo', role: 'parent', active: false } as UserRecord],
  ]);
  links = new Map([
    ['Facebook#fb-ana', 'u-ana'],
    ['Facebook#fb-bo', 'u-bo'],
  ]);
  deps = {
    attempts,
    clock: new FixedClock(Date.parse('2026-05-01T12:00:00Z')),
    logger: new RecordingLogger(),
    ids: new SequentialIds(),
    sessions,
    standing: new InMemorySignInStanding(),
    signer: plainSigner,
    facebook,
    accounts: {
      findUserIdByProviderAccount: ({ loginProvider, providerKey }) =>
        Promise.resolve(links.get(`${loginProvider}#${providerKey}`)),
      getUser: (userId) => Promise.resolve(users.get(userId)),
    },
  };
});

const attemptsUsed = () => [...attempts.counts.values()].reduce((sum, used) => sum + used, 0);

describe('Facebook sign-in', () => {
  it("opens a session for the user linked to the token's Facebook account and gives the attempt back", async () => {
    expect(await loginWithFacebook(deps, 'token-ana', ip)).toBe(
      'token:00000000-0000-4000-8000-000000000001:u-ana:parent',
    );
    expect([...sessions.sessions.values()]).toMatchObject([{ userId: 'u-ana', ipAddress: ip }]);
    expect(attemptsUsed()).toBe(0);
  });

  it.each([
    ['a token Facebook refuses', 'token-forged'],
    ['a Facebook account linked to no user', 'token-stranger'],
  ])('answers %s with the failure and keeps the attempt', async (_case, token) => {
    expect(await loginWithFacebook(deps, token, ip)).toBe(facebookLoginFailed);
    expect(sessions.sessions.size).toBe(0);
    expect(attemptsUsed()).toBe(1);
  });

  it('says Inactive User for a verified token of a deactivated user, without a session', async () => {
    expect(await loginWithFacebook(deps, 'token-bo', ip)).toBe(loginFailures.inactiveUser);
    expect(sessions.sessions.size).toBe(0);
  });

  it('refuses past the address limit before asking Facebook', async () => {
    for (let attempt = 0; attempt < maxAttemptsPerWindow.client; attempt += 1) {
      await loginWithFacebook(deps, 'token-forged', ip);
    }
    const asked = facebook.asked.length;
    await expect(loginWithFacebook(deps, 'token-ana', ip)).rejects.toThrow(tooManyAttempts);
    expect(facebook.asked.length).toBe(asked);
  });
});

describe('verifying a Facebook token', () => {
  it("believes the profile only when it is the expected account's", async () => {
    expect(await verifyFacebookToken(deps, 'token-ana', 'fb-ana')).toEqual({
      id: 'fb-ana',
      email: 'ana@example.com',
    });
    expect(await verifyFacebookToken(deps, 'token-ana', 'fb-someone-else')).toBeUndefined();
    expect(await verifyFacebookToken(deps, 'token-forged')).toBeUndefined();
  });
});
