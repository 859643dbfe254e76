// Who counts (resolveCounter) on in-memory reads: a Thon worker through the scope, a class teacher
// for their classes only, a volunteer's code checked by its secret's hash, with expired and revoked
// codes refused with their own 401 message, and every other refusal answered like an unknown Thon.
import { describe, expect, it } from 'vitest';
import {
  countingCodeExpired,
  countingCodeNotValid,
  countingCodeRevoked,
} from '@thon/shared/catalog/eventday-messages';
import { noSuchEvent } from '@thon/shared/catalog/messages';
import type { EventRecord } from '../../../src/data/repositories/events-repository';
import type { Caller } from '../../../src/domain/caller';
import {
  resolveCounter,
  type CounterDeps,
  type CountingCodeItem,
} from '../../../src/domain/eventday/counter';
import {
  countingCodeStatus,
  hashOfSecret,
  secretMatches,
} from '../../../src/domain/eventday/counting-code-state';
import { NotFound, Unauthenticated } from '../../../src/domain/errors';
import { InMemoryThonScopes } from '../../support/in-memory/thon-scopes';

const now = Date.parse('2026-05-01T15:00:00Z');
const caller = (userId: string, role: Caller['role']): Caller => ({ userId, role, sessionId: 's' });
const event = {
  eventId: 'e1',
  eventCode: 'RUN2026',
  franchiseId: 'f1',
  organizerUserId: 'org',
  status: 'live',
  timeZone: 'America/Chicago',
} as EventRecord;
const secret = 'ABCDEFGHIJKLMNOP';
const code = (extra: Partial<CountingCodeItem> = {}): CountingCodeItem => ({
  eventId: 'e1',
  codeId: 'CODE2345',
  label: 'Mrs Volunteer',
  secretHash: hashOfSecret(secret),
  expiresAt: '2026-05-02T05:00:00.000Z',
  ...extra,
});

function deps(stored: CountingCodeItem = code()): CounterDeps {
  const scopes = new InMemoryThonScopes()
    .addUser({ userId: 'org', role: 'organizer', firstName: 'Olga', lastName: 'Organizer' })
    .addUser({ userId: 'teach', role: 'teacher', firstName: 'Tom', lastName: 'Teacher' })
    .addUser({ userId: 'other', role: 'organizer', firstName: 'Otto', lastName: 'Other' });
  return {
    reads: {
      getEvent: (eventId) => Promise.resolve(eventId === 'e1' ? event : undefined),
      findEventIdByCode: (eventCode) => Promise.resolve(eventCode === 'RUN2026' ? 'e1' : undefined),
      getCountingCode: (eventId, codeId) =>
        Promise.resolve(eventId === stored.eventId && codeId === stored.codeId ? stored : undefined),
      listTeamsOfTeacher: (userId) =>
        Promise.resolve(
          userId === 'teach'
            ? [
                { eventId: 'e1', teamId: 't1' },
                { eventId: 'e1', teamId: 't2' },
                { eventId: 'e9', teamId: 't9' },
              ]
            : [],
        ),
    },
    callers: scopes,
    clock: { nowMs: () => now, nowInSeconds: () => Math.floor(now / 1000) },
  };
}

async function refusal(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error as Error,
  );
}

describe('resolveCounter', () => {
  it('lets the Thon’s organizer count every runner, named by their name', async () => {
    const resolved = await resolveCounter(deps(), { caller: caller('org', 'organizer'), eventId: 'e1' });
    expect(resolved.event).toBe(event);
    expect(resolved.counter).toEqual({ kind: 'user', id: 'org', name: 'Olga O.' });
    expect(resolved.teamIds).toBeUndefined();
    expect(resolved.codeExpiresAt).toBeUndefined();
  });

  it('answers another organizer’s Thon and an unknown one with the same 404', async () => {
    for (const input of [
      { caller: caller('other', 'organizer'), eventId: 'e1' },
      { caller: caller('org', 'organizer'), eventId: 'nope' },
    ]) {
      const error = await refusal(resolveCounter(deps(), input));
      expect(error).toBeInstanceOf(NotFound);
      expect(error.message).toBe(noSuchEvent);
    }
  });

  it('lets a class teacher count their classes of this Thon only', async () => {
    const resolved = await resolveCounter(deps(), { caller: caller('teach', 'teacher'), eventId: 'e1' });
    expect([...(resolved.teamIds ?? [])].sort()).toEqual(['t1', 't2']);
    expect(resolved.counter.name).toBe('Tom T.');
  });

  it('answers a teacher without a class in the Thon like an unknown Thon', async () => {
    const error = await refusal(
      resolveCounter(deps(), { caller: caller('nobody', 'teacher'), eventId: 'e1' }),
    );
    expect(error).toBeInstanceOf(NotFound);
    expect(error.message).toBe(noSuchEvent);
  });

  it('lets a valid code count, whatever the case and spaces it is typed with, until its expiry', async () => {
    const resolved = await resolveCounter(deps(), {
      eventCode: ' run2026 ',
      code: ` code2345${secret.toLowerCase()} `,
    });
    expect(resolved.counter).toEqual({ kind: 'code', id: 'CODE2345', name: 'Mrs Volunteer' });
    expect(resolved.codeExpiresAt).toBe('2026-05-02T05:00:00.000Z');
    expect(resolved.teamIds).toBeUndefined();
  });

  it.each([
    ['a wrong secret', 'RUN2026', `CODE2345${'Q'.repeat(16)}`],
    ['an unknown code id', 'RUN2026', `CODE2346${secret}`],
    ['an unknown event code', 'NOPE', `CODE2345${secret}`],
    ['text that is not a code', 'RUN2026', 'hello'],
  ])('refuses %s as not valid (401)', async (_what, eventCode, text) => {
    const error = await refusal(resolveCounter(deps(), { eventCode, code: text }));
    expect(error).toBeInstanceOf(Unauthenticated);
    expect(error.message).toBe(countingCodeNotValid);
  });

  it('refuses an expired code and a revoked one with their own messages', async () => {
    const expired = await refusal(
      resolveCounter(deps(code({ expiresAt: new Date(now).toISOString() })), {
        eventCode: 'RUN2026',
        code: `CODE2345${secret}`,
      }),
    );
    expect(expired).toBeInstanceOf(Unauthenticated);
    expect(expired.message).toBe(countingCodeExpired);
    const revoked = await refusal(
      resolveCounter(deps(code({ revokedAt: '2026-05-01T14:00:00Z' })), {
        eventCode: 'RUN2026',
        code: `CODE2345${secret}`,
      }),
    );
    expect(revoked).toBeInstanceOf(Unauthenticated);
    expect(revoked.message).toBe(countingCodeRevoked);
  });

  it('does not tell a wrong secret of a revoked code that the code was revoked', async () => {
    const error = await refusal(
      resolveCounter(deps(code({ revokedAt: '2026-05-01T14:00:00Z' })), {
        eventCode: 'RUN2026',
        code: `CODE2345${'A'.repeat(16)}`,
      }),
    );
    expect(error.message).toBe(countingCodeNotValid);
  });
});

describe('a counting code’s state', () => {
  it('is active before its expiry, expired from it, revoked once revoked', () => {
    const expiresAt = new Date(now + 1).toISOString();
    expect(countingCodeStatus({ expiresAt }, now)).toBe('active');
    expect(countingCodeStatus({ expiresAt }, now + 1)).toBe('expired');
    expect(countingCodeStatus({ expiresAt, revokedAt: 'x' }, now)).toBe('revoked');
  });

  it('matches the secret by its SHA-256 only', () => {
    expect(hashOfSecret('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(secretMatches('abc', hashOfSecret('abc'))).toBe(true);
    expect(secretMatches('abd', hashOfSecret('abc'))).toBe(false);
    expect(secretMatches('abc', 'not hex')).toBe(false);
  });
});
