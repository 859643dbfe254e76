// Sessions after sign-in on in-memory ports. The authorizer's decision: a valid token stands for
// its caller only while its session item lives (not ended, not past its expiry) and its user is
// active and still holds the session's role; a bad token is refused and its reason logged, and a
// failure to decide is thrown (never a refusal). GetSession answers the session built from the
// user; logout deletes the item.
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../../src/data/repositories/users-repository';
import type { ParticipantRecord } from '../../../src/data/repositories/participants-repository';
import type { SessionTokenVerifier } from '../../../src/domain/auth/ports';
import {
  authorizeSession,
  currentSession,
  endSession,
  type AuthorizeSessionDeps,
} from '../../../src/domain/auth/sessions';
import { Unauthenticated } from '../../../src/domain/errors';
import { FixedClock } from '../../support/in-memory/clock';
import { RecordingLogger } from '../../support/in-memory/logger';
import { InMemorySessions } from '../../support/in-memory/sessions';
import { InMemorySignInStanding } from '../../support/in-memory/sign-in-standing';

const now = Date.parse('2026-05-01T12:00:00Z');

/** Tokens are `good:<sub>:<sid>:<role>`; anything else is refused as tampered. */
const verifier: SessionTokenVerifier = {
  verify: (token) => {
    const [kind, sub = '', sid = '', role = ''] = token.split(':');
    if (kind === 'down') return Promise.reject(new Error('KMS throttled'));
    return Promise.resolve(
      kind === 'good'
        ? { valid: true, claims: { sub, sid, role } }
        : { valid: false, reason: 'invalid signature' },
    );
  },
};

let users: Map<string, UserRecord>;
let sessions: InMemorySessions;
let clock: FixedClock;
let logger: RecordingLogger;
let deps: AuthorizeSessionDeps;

beforeEach(async () => {
  users = new Map([['u1', { userId: 'u1', role: 'teacher', active: true } as UserRecord]]);
  sessions = new InMemorySessions();
  await sessions.createSessionRecord({
    sessionId: 's1',
    userId: 'u1',
    role: 'teacher',
    expiresAt: now / 1000 + 60,
  });
  clock = new FixedClock(now);
  logger = new RecordingLogger();
  deps = {
    verifier,
    sessions,
    accounts: { getUser: (userId) => Promise.resolve(users.get(userId)) },
    clock,
    logger,
  };
});

const token = 'good:u1:s1:teacher';

describe('the authorizer', () => {
  it('stands a valid token of a live session for its caller', async () => {
    expect(await authorizeSession(deps, token, 'u1')).toEqual({
      userId: 'u1',
      sessionId: 's1',
      role: 'teacher',
    });
  });

  it('refuses a bad token and logs why, without reading the table', async () => {
    deps.sessions = { getSessionRecord: () => Promise.reject(new Error('not to be read')) };
    expect(await authorizeSession(deps, 'forged', 'u1')).toBeUndefined();
    expect(logger.entries).toEqual([
      { level: 'info', message: 'Token refused', facts: { reason: 'invalid signature' } },
    ]);
  });

  it('refuses a token presented for another user id', async () => {
    expect(await authorizeSession(deps, token, 'u2')).toBeUndefined();
    expect(await authorizeSession(deps, token, undefined)).toBeUndefined();
  });

  it('refuses once the session ended (logout) or its time is up', async () => {
    clock.advance(59_000);
    expect(await authorizeSession(deps, token, 'u1')).toBeDefined();
    clock.advance(1_000);
    expect(await authorizeSession(deps, token, 'u1')).toBeUndefined();
    clock.advance(-1_000);
    await endSession({ sessions }, { sessionId: 's1' });
    expect(await authorizeSession(deps, token, 'u1')).toBeUndefined();
  });

  it('refuses a live session of a deactivated user, or one issued for a role the user no longer holds', async () => {
    users.set('u1', { userId: 'u1', role: 'parent', active: true } as UserRecord);
    expect(await authorizeSession(deps, token, 'u1')).toBeUndefined();
    users.set('u1', { userId: 'u1', role: 'teacher', active: false } as UserRecord);
    expect(await authorizeSession(deps, token, 'u1')).toBeUndefined();
  });

  it('refuses a session item that names another user than the token', async () => {
    await sessions.createSessionRecord({
      sessionId: 's2',
      userId: 'u9',
      role: 'teacher',
      expiresAt: now / 1000 + 60,
    });
    expect(await authorizeSession(deps, 'good:u1:s2:teacher', 'u1')).toBeUndefined();
  });

  it('throws when it cannot decide, so the gateway answers 5xx and the web keeps the session', async () => {
    await expect(authorizeSession(deps, 'down', 'u1')).rejects.toThrow('KMS throttled');
    deps.sessions = { getSessionRecord: () => Promise.reject(new Error('table throttled')) };
    await expect(authorizeSession(deps, token, 'u1')).rejects.toThrow('table throttled');
  });
});

describe('GetSession', () => {
  const children = new Map<string, ParticipantRecord[]>([
    ['u1', [{ participantId: 'p7' } as ParticipantRecord]],
    ['admin', [{ participantId: 'p8' } as ParticipantRecord]],
  ]);
  const sessionDeps = () => ({
    accounts: deps.accounts,
    participants: { listParticipantsOfUser: (userId: string) => Promise.resolve(children.get(userId) ?? []) },
    settings: { readReferenceLists: () => Promise.resolve(undefined) },
    standing: new InMemorySignInStanding(),
    nearby: { liveThons: { listLiveThons: () => Promise.resolve([]) }, clock: new FixedClock(now) },
  });
  const nowhere = { point: undefined, label: null };

  it("answers the caller's session from the user record, with the first child", async () => {
    users.set('u1', { ...(users.get('u1') as UserRecord), teacherPageOptedIn: true, firstName: 'Tia' });
    expect(await currentSession(sessionDeps(), { userId: 'u1' }, token, '10.0.0.1', nowhere)).toMatchObject({
      Token: token,
      UserId: 'u1',
      FirstName: 'Tia',
      Role: 'teacher',
      ParticipantId: 'p7',
      ParentId: null,
      IpAddress: '10.0.0.1',
      IsTeacherPageOptedIn: true,
    });
  });

  it('loads no children for a super admin', async () => {
    users.set('admin', { userId: 'admin', role: 'super-admin', active: true } as UserRecord);
    expect(await currentSession(sessionDeps(), { userId: 'admin' }, token, null, nowhere)).toMatchObject({
      Role: 'super-admin',
      ParticipantId: null,
    });
  });

  it('signs out an account deactivated meanwhile', async () => {
    users.set('u1', { userId: 'u1', role: 'teacher', active: false } as UserRecord);
    await expect(
      currentSession(sessionDeps(), { userId: 'u1' }, token, null, nowhere),
    ).rejects.toBeInstanceOf(Unauthenticated);
  });
});

describe('logout', () => {
  it('deletes only the caller’s session item', async () => {
    await sessions.createSessionRecord({
      sessionId: 's2',
      userId: 'u1',
      role: 'teacher',
      expiresAt: now / 1000 + 60,
    });
    expect(await endSession({ sessions }, { sessionId: 's1' })).toEqual({ Success: true });
    expect([...sessions.sessions.keys()]).toEqual(['s2']);
  });
});
