// Password sign-in and its attempt limits on in-memory ports: an attempt is reserved before the
// pool is asked, the limit holds at exactly its count per 15-minute window, a refused attempt
// costs no other subject anything, and a right password gives its reservation back.
import { beforeEach, describe, expect, it } from 'vitest';
import { loginFailures } from '@thon/shared/api/schemas/auth';
import { tooManyAttempts } from '@thon/shared/catalog/messages';
import type { UserRecord } from '../../../src/data/repositories/users-repository';
import {
  maxAttemptsPerWindow,
  reserveAttempt,
  windowSeconds,
  windowStart,
} from '../../../src/domain/auth/attempt-limits';
import { checkPassword } from '../../../src/domain/auth/password-login';
import { TooManyAttempts } from '../../../src/domain/errors';
import { InMemoryAttemptWindows } from '../../support/in-memory/attempt-windows';
import { FixedClock } from '../../support/in-memory/clock';
import { RecordingLogger } from '../../support/in-memory/logger';
import { InMemoryUserPool } from '../../support/in-memory/user-pool';
import { InMemorySignInStanding } from '../../support/in-memory/sign-in-standing';

const users = new Map<string, UserRecord>();
const accounts = {
  findUserIdByUsername: (username: string) =>
    Promise.resolve([...users.values()].find((user) => user.username === username)?.userId),
  getUser: (userId: string) => Promise.resolve(users.get(userId)),
};

let attempts: InMemoryAttemptWindows;
let clock: FixedClock;
let userPool: InMemoryUserPool;
let logger: RecordingLogger;
let standing: InMemorySignInStanding;
const deps = () => ({ attempts, clock, logger, accounts, userPool, standing });
const window = () => windowStart(clock.nowInSeconds());

beforeEach(async () => {
  attempts = new InMemoryAttemptWindows();
  logger = new RecordingLogger();
  // The start of a window, so the test's attempts all fall in the same one.
  clock = new FixedClock(1_900_000_000 * 1000 - (1_900_000_000 % windowSeconds) * 1000);
  userPool = new InMemoryUserPool();
  standing = new InMemorySignInStanding();
  users.clear();
  users.set('u1', { userId: 'u1', username: 'ana', active: true } as UserRecord);
  users.set('u2', { userId: 'u2', username: 'bo', active: false } as UserRecord);
  await userPool.createPasswordUser('ana', 'ana@example.com', 'right-pass');
  await userPool.createPasswordUser('bo', 'bo@example.com', 'bo-pass');
});

describe('password sign-in', () => {
  it('signs in with the right password and gives the reservation back', async () => {
    const check = await checkPassword(deps(), 'ana', 'right-pass', '10.0.0.1');
    expect(check).toMatchObject({ outcome: 'ok', user: { userId: 'u1' } });
    expect(attempts.count('account:ana', window())).toBe(0);
    expect(attempts.count('client:10.0.0.1', window())).toBe(0);
  });

  it('answers Authentication Failed to a wrong password and keeps the failure counted', async () => {
    expect(await checkPassword(deps(), 'Ana', 'wrong', '10.0.0.1')).toEqual({
      outcome: loginFailures.authenticationFailed,
    });
    expect(attempts.count('account:ana', window())).toBe(1);
  });

  it('says Inactive User only after the right password', async () => {
    expect(await checkPassword(deps(), 'bo', 'wrong', '10.0.0.1')).toEqual({
      outcome: loginFailures.authenticationFailed,
    });
    expect(await checkPassword(deps(), 'bo', 'bo-pass', '10.0.0.1')).toEqual({
      outcome: loginFailures.inactiveUser,
    });
  });

  it('allows exactly the account limit of failures, then refuses before asking the pool', async () => {
    const limit = maxAttemptsPerWindow.account;
    for (let attempt = 1; attempt <= limit; attempt += 1) {
      expect((await checkPassword(deps(), 'ana', `guess-${attempt}`, '10.0.0.1')).outcome).toBe(
        loginFailures.authenticationFailed,
      );
    }
    expect(userPool.checks).toBe(limit);
    const refused = checkPassword(deps(), 'ana', 'right-pass', '10.0.0.1');
    await expect(refused).rejects.toBeInstanceOf(TooManyAttempts);
    await expect(refused).rejects.toThrow(tooManyAttempts);
    expect(userPool.checks).toBe(limit);
    // The refused attempt gave back what it reserved for the client address.
    expect(attempts.count('client:10.0.0.1', window())).toBe(limit);
  });

  it('opens again in the next window', async () => {
    for (let attempt = 0; attempt < maxAttemptsPerWindow.account; attempt += 1) {
      await checkPassword(deps(), 'ana', 'wrong', '10.0.0.1');
    }
    await expect(checkPassword(deps(), 'ana', 'right-pass', '10.0.0.1')).rejects.toBeInstanceOf(
      TooManyAttempts,
    );
    clock.advance(windowSeconds * 1000);
    expect((await checkPassword(deps(), 'ana', 'right-pass', '10.0.0.1')).outcome).toBe('ok');
  });
});

describe('attempt limits', () => {
  it("refuses past any one subject's limit and leaves the others as they were", async () => {
    const full = `visit:10.0.0.9` as const;
    for (let attempt = 0; attempt < maxAttemptsPerWindow.visit; attempt += 1) {
      await reserveAttempt({ attempts, clock, logger }, [full]);
    }
    await expect(reserveAttempt({ attempts, clock, logger }, ['account:cy', full])).rejects.toBeInstanceOf(
      TooManyAttempts,
    );
    expect(attempts.count('account:cy', window())).toBe(0);
    expect(attempts.count(full, window())).toBe(maxAttemptsPerWindow.visit);
  });

  it('never gives back below zero', async () => {
    const reservation = await reserveAttempt({ attempts, clock, logger }, ['reset:ana@example.com']);
    await reservation.release();
    await reservation.release();
    expect(attempts.count('reset:ana@example.com', window())).toBe(0);
  });

  it('logs a release that failed and still resolves (a lost release only counts a success as a failure)', async () => {
    const reservation = await reserveAttempt({ attempts, clock, logger }, ['account:ana', 'client:10.0.0.1']);
    attempts.releaseAttemptSlot = (subject: string) =>
      subject === 'client:10.0.0.1' ? Promise.reject(new Error('throttled')) : Promise.resolve();

    await expect(reservation.release()).resolves.toBeUndefined();
    expect(logger.entries).toEqual([
      {
        level: 'warn',
        message: 'Attempt release failed',
        facts: { subject: 'client:10.0.0.1', error: 'Error: throttled' },
      },
    ]);
  });
});
