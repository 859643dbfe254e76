// Single sign-on on in-memory ports: a code is kept only as its hash and links to the target
// host's origin; it turns into a session once, within 60 s, for an active user, only when the
// request's Origin is the configured origin of the code's target; every refusal keeps its attempt.
import { beforeEach, describe, expect, it } from 'vitest';
import { loginFailures } from '@thon/shared/api/schemas/auth';
import type { UserRecord } from '../../../src/data/repositories/users-repository';
import {
  createSsoHandoff,
  exchangeSsoHandoff,
  type CreateSsoHandoffDeps,
  type ExchangeSsoHandoffDeps,
} from '../../../src/domain/auth/sso-handoff';
import { hashSecret } from '../../../src/domain/auth/one-time-secret';
import { InMemoryAttemptWindows } from '../../support/in-memory/attempt-windows';
import { FixedClock } from '../../support/in-memory/clock';
import { SequentialIds } from '../../support/in-memory/ids';
import { RecordingLogger } from '../../support/in-memory/logger';
import { InMemorySessions, plainSigner } from '../../support/in-memory/sessions';
import { fixedSite } from '../../support/in-memory/site';
import { InMemorySsoHandoffs } from '../../support/in-memory/sso-handoffs';
import { InMemorySignInStanding } from '../../support/in-memory/sign-in-standing';

const web = 'https://www.thon.test';
const admin = 'https://admin.thon.test';
const ip = '203.0.113.9';

let users: Map<string, UserRecord>;
let handoffs: InMemorySsoHandoffs;
let sessions: InMemorySessions;
let attempts: InMemoryAttemptWindows;
let clock: FixedClock;
let deps: CreateSsoHandoffDeps & ExchangeSsoHandoffDeps;

beforeEach(() => {
  users = new Map([
    ['u1', { userId: 'u1', role: 'super-admin', active: true } as UserRecord],
    ['gone', { userId: 'gone', role: 'teacher', active: false } as UserRecord],
  ]);
  handoffs = new InMemorySsoHandoffs();
  sessions = new InMemorySessions();
  attempts = new InMemoryAttemptWindows();
  clock = new FixedClock(Date.parse('2026-05-01T12:00:00Z'));
  deps = {
    attempts,
    clock,
    logger: new RecordingLogger(),
    ids: new SequentialIds(),
    sessions,
    standing: new InMemorySignInStanding(),
    signer: plainSigner,
    handoffs,
    accounts: { getUser: (userId) => Promise.resolve(users.get(userId)) },
    // A trailing slash in the setting: origins compare in canonical form.
    site: fixedSite(`${web}/`, admin),
  };
});

const attemptsUsed = () => [...attempts.counts.values()].reduce((sum, used) => sum + used, 0);

describe('creating a single-sign-on code', () => {
  it.each([
    ['admin', admin],
    ['main', `${web}/`],
  ] as const)('links to the %s host and keeps only the hash, for 60 s', async (target, origin) => {
    const { Code, Url } = await createSsoHandoff(deps, 'u1', target);

    expect(Url).toBe(`${origin}/sso#code=${Code}`);
    expect([...handoffs.handoffs.values()]).toEqual([
      {
        codeHash: hashSecret(Code),
        userId: 'u1',
        target,
        targetOrigin: new URL(origin).origin,
        createdAt: '2026-05-01T12:00:00.000Z',
        expiresAt: clock.nowInSeconds() + 60,
      },
    ]);
  });
});

describe('exchanging a single-sign-on code', () => {
  it('opens a session once, from the target host, and gives the attempt back', async () => {
    const { Code } = await createSsoHandoff(deps, 'u1', 'admin');

    expect(await exchangeSsoHandoff(deps, Code, admin, ip)).toBe(
      'token:00000000-0000-4000-8000-000000000001:u1:super-admin',
    );
    expect([...sessions.sessions.values()]).toMatchObject([{ userId: 'u1', ipAddress: ip }]);
    expect(attemptsUsed()).toBe(0);
    expect(await exchangeSsoHandoff(deps, Code, admin, ip)).toBe(loginFailures.authenticationFailed);
  });

  it('accepts the main host by its canonical origin', async () => {
    const { Code } = await createSsoHandoff(deps, 'u1', 'main');
    expect(await exchangeSsoHandoff(deps, Code, web, ip)).toMatch(/^token:/);
  });

  it.each([
    ['from the other host', 'u1', web, 0],
    ['without an Origin header', 'u1', undefined, 0],
    ['after 60 seconds', 'u1', admin, 60_000],
    ['for an inactive user', 'gone', admin, 0],
  ])('refuses a code %s, spends it and keeps the attempt', async (_case, userId, origin, waitMs) => {
    const { Code } = await createSsoHandoff(deps, userId, 'admin');
    clock.advance(waitMs);

    expect(await exchangeSsoHandoff(deps, Code, origin, ip)).toBe(loginFailures.authenticationFailed);
    expect(sessions.sessions.size).toBe(0);
    expect(handoffs.handoffs.size).toBe(0);
    expect(attemptsUsed()).toBe(1);
  });

  it('still opens a session a moment before the code expires', async () => {
    const { Code } = await createSsoHandoff(deps, 'u1', 'admin');
    clock.advance(59_000);
    expect(await exchangeSsoHandoff(deps, Code, admin, ip)).toMatch(/^token:/);
  });
});
