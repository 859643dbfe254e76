// Access-code sign-in on in-memory ports: a child's code opens a session (its item expires with the
// token) and gives its attempt back; the first sign-in creates and links the child's account once;
// a wrong code, an orphan claim, a Thon not open yet or over answer without a session and keep the
// attempt counted against the code and the address.
import { beforeEach, describe, expect, it } from 'vitest';
import { accessCodeResults } from '@thon/shared/api/schemas/auth';
import type { EventRecord } from '../../../src/data/repositories/events-repository';
import type { ParticipantRecord } from '../../../src/data/repositories/participants-repository';
import type { SessionRecord } from '../../../src/data/repositories/sessions-repository';
import type { UserRecord } from '../../../src/data/repositories/users-repository';
import { loginWithAccessCode, type AccessCodeLoginDeps } from '../../../src/domain/auth/access-code-login';
import { InMemoryAttemptWindows } from '../../support/in-memory/attempt-windows';
import { FixedClock } from '../../support/in-memory/clock';
import { RecordingLogger } from '../../support/in-memory/logger';
import { SequentialIds } from '../../support/in-memory/ids';
import { InMemorySignInStanding } from '../../support/in-memory/sign-in-standing';

const now = Date.parse('2026-05-01T15:00:00Z');
const ip = '203.0.113.7';

let events: Map<string, EventRecord>;
let participants: Map<string, ParticipantRecord>;
let users: Map<string, UserRecord>;
let sessions: Omit<SessionRecord, 'createdAt'>[];
let attempts: InMemoryAttemptWindows;
let logger: RecordingLogger;
let deps: AccessCodeLoginDeps;

beforeEach(() => {
  events = new Map([
    [
      'e1',
      { eventId: 'e1', status: 'live', endDate: '2026-05-01', timeZone: 'America/Chicago' } as EventRecord,
    ],
    [
      'over',
      { eventId: 'over', status: 'live', endDate: '2026-04-30', timeZone: 'America/Chicago' } as EventRecord,
    ],
    ['draft', { eventId: 'draft', status: 'draft', endDate: '2026-06-01', timeZone: 'UTC' } as EventRecord],
  ]);
  participants = new Map(
    [
      { participantId: 'p1', eventId: 'e1', accessCode: 'CODE2345', firstName: 'Ada', lastName: 'L' },
      { participantId: 'p2', eventId: 'over', accessCode: 'OVER2345' },
      { participantId: 'p3', eventId: 'draft', accessCode: 'DRAF2345' },
      // The claim below names p4 with a code it no longer carries (an interrupted import).
      { participantId: 'p4', eventId: 'e1', accessCode: 'NEWC2345' },
    ].map((child) => [child.participantId, child as ParticipantRecord]),
  );
  const claims = new Map(
    [...participants.values()].map((child) => [
      child.accessCode,
      { accessCode: child.accessCode, participantId: child.participantId, eventId: child.eventId },
    ]),
  );
  claims.set('OLDC2345', { accessCode: 'OLDC2345', participantId: 'p4', eventId: 'e1' });
  users = new Map();
  sessions = [];
  attempts = new InMemoryAttemptWindows();
  logger = new RecordingLogger();
  deps = {
    attempts,
    logger,
    clock: new FixedClock(now),
    ids: new SequentialIds(),
    sessions: { createSessionRecord: (session) => Promise.resolve(void sessions.push(session)) },
    standing: new InMemorySignInStanding(),
    signer: { lifetimeSeconds: 3600, sign: (claims) => Promise.resolve(`token:${claims.sid}:${claims.sub}`) },
    accounts: {
      findAccessCodeClaim: (code) => Promise.resolve(claims.get(code) as never),
      getParticipant: (id) => Promise.resolve(participants.get(id)),
      getEvent: (id) => Promise.resolve(events.get(id)),
      ensureParticipantUser: (user) => {
        if (!users.has(user.userId)) users.set(user.userId, { ...user, createdAt: 'now' });
        return Promise.resolve();
      },
      linkParticipantUser: (participantId, userId) => {
        const child = participants.get(participantId);
        if (child) participants.set(participantId, { ...child, userId });
        return Promise.resolve();
      },
      getUser: (id) => Promise.resolve(users.get(id)),
    },
  };
});

const attemptsUsed = () => [...attempts.counts.values()].reduce((sum, used) => sum + used, 0);

describe('access-code sign-in', () => {
  it("opens a session for the code typed loosely, on the Thon's last day in its own time zone", async () => {
    const token = await loginWithAccessCode(deps, ' code2345 ', ip);

    expect(token).toBe('token:00000000-0000-4000-8000-000000000001:participant-p1');
    expect(sessions).toEqual([
      {
        sessionId: '00000000-0000-4000-8000-000000000001',
        userId: 'participant-p1',
        role: 'participant',
        ipAddress: ip,
        expiresAt: now / 1000 + 3600,
      },
    ]);
    expect(participants.get('p1')?.userId).toBe('participant-p1');
    expect(users.get('participant-p1')).toMatchObject({
      firstName: 'Ada',
      role: 'participant',
      active: true,
    });
    expect(attemptsUsed()).toBe(0);
  });

  it('signs a returning child into the same account', async () => {
    await loginWithAccessCode(deps, 'CODE2345', ip);
    await loginWithAccessCode(deps, 'CODE2345', ip);

    expect(users.size).toBe(1);
    expect(sessions.map((session) => session.userId)).toEqual(['participant-p1', 'participant-p1']);
  });

  it.each([
    ['a wrong code', 'WRNG2345', accessCodeResults.invalid],
    ['an orphan claim', 'OLDC2345', accessCodeResults.invalid],
    ['a Thon that is over', 'OVER2345', accessCodeResults.expired],
    ['a Thon still in draft', 'DRAF2345', accessCodeResults.notAllowed],
  ])('answers %s without a session, keeping the attempt counted', async (_case, code, answer) => {
    expect(await loginWithAccessCode(deps, code, ip)).toBe(answer);
    expect(sessions).toEqual([]);
    // One against the code, one against the address.
    expect(attemptsUsed()).toBe(2);
  });

  it('answers an inactive account as not allowed', async () => {
    users.set('u1', { userId: 'u1', role: 'participant', active: false } as UserRecord);
    participants.set('p1', { ...(participants.get('p1') as ParticipantRecord), userId: 'u1' });

    expect(await loginWithAccessCode(deps, 'CODE2345', ip)).toBe(accessCodeResults.notAllowed);
    expect(sessions).toEqual([]);
  });

  it('answers a failure to decide with the error result, logs it and keeps the attempt counted', async () => {
    deps.accounts.getEvent = () => Promise.reject(new Error('table throttled'));

    expect(await loginWithAccessCode(deps, 'CODE2345', ip)).toBe(accessCodeResults.error);
    expect(sessions).toEqual([]);
    expect(logger.entries).toEqual([
      {
        level: 'error',
        message: 'Access-code sign-in failed',
        facts: { error: new Error('table throttled') },
      },
    ]);
    expect(attemptsUsed()).toBe(2);
  });
});
