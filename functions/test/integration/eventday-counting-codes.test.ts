// Counting codes over HTTP against the emulator (docs/event-day.md, Tokens, bibs and codes): a Thon
// worker makes a code (shown once: only its secret's hash is stored), lists the Thon's codes newest
// first and revokes one; a volunteer's OpenCountingCode works with the code until it expires or is
// revoked, then answers 401 with the matching message; a wrong secret is not valid; at most 50
// active codes; another organizer's Thon answers like an unknown one.
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CountingCodeRow,
  CreateCountingCodeResponse,
  EventDayRoster,
} from '@thon/shared/api/schemas/eventday';
import * as m from '@thon/shared/catalog/eventday-messages';
import { noSuchEvent } from '@thon/shared/catalog/messages';
import { countingCodeExpiry, countingCodePattern } from '@thon/shared/eventday/counting-code';
import { lapTokenAlphabet } from '@thon/shared/eventday/lap-token';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent } from './test-events';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

let organizer: SignedInTestUser;
let otherOrganizer: SignedInTestUser;

beforeAll(async () => {
  [organizer, otherOrganizer] = await Promise.all([
    signedInTestUser('organizer', 'codesorg'),
    signedInTestUser('organizer', 'codesorg2'),
  ]);
});

const create = (eventId: string, label: unknown, caller = organizer) =>
  api.post('/api/eventday/CreateCountingCode', { EventId: eventId, Label: label }, caller.headers);
const list = (eventId: string, caller = organizer) =>
  api.get(`/api/eventday/ListCountingCodes?EventId=${eventId}`, caller.headers);
const revoke = (eventId: string, codeId: string, caller = organizer) =>
  api.post('/api/eventday/RevokeCountingCode', { EventId: eventId, CodeId: codeId }, caller.headers);
const open = (eventCode: string, code: string) =>
  api.post('/api/eventday/OpenCountingCode', { EventCode: eventCode, Code: code });

async function madeCode(eventId: string, label: string): Promise<CreateCountingCodeResponse> {
  const answer = await create(eventId, label);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as CreateCountingCodeResponse;
}

describe('counting codes', () => {
  it('makes a code shown once, valid until the next midnight in the Thon’s time zone, stored as a hash', async () => {
    const { eventId, eventCode } = await createTestEvent({ organizerUserId: organizer.userId });
    const before = Date.now();
    const made = await madeCode(eventId, '  Gym door volunteer  ');
    expect(made.Code).toMatch(countingCodePattern);
    expect(made).toMatchObject({
      CodeId: made.Code.slice(0, 8),
      Label: 'Gym door volunteer',
      Status: 'active',
      RevokedAt: null,
      CountingPath: `/eventday/${eventCode}#code=${made.Code}`,
    });
    // Test users are all Ida Tester (test-users.ts); the name is shown with the last initial.
    expect(made.CreatedByName).toBe('Ida T.');
    // The Thon is in America/New_York (test-events.ts); the expiry is that zone's next midnight.
    expect([
      countingCodeExpiry(new Date(before), 'America/New_York').toISOString(),
      countingCodeExpiry(new Date(), 'America/New_York').toISOString(),
    ]).toContain(made.ExpiresAt);

    const { countingCodeEntity } = await import('../../src/data/entities/counting-code');
    const { data } = await countingCodeEntity.get({ eventId, codeId: made.CodeId }).go();
    expect(data?.secretHash).toBe(createHash('sha256').update(made.Code.slice(8)).digest('hex'));
    expect(JSON.stringify(data)).not.toContain(made.Code.slice(8));
  });

  it('lists the Thon’s codes newest first, without their secrets, and revokes one', async () => {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    const first = await madeCode(eventId, 'First');
    const second = await madeCode(eventId, 'Second');
    const listed = await list(eventId);
    expect(listed.status).toBe(200);
    const codes = (listed.body as { Codes: CountingCodeRow[] }).Codes;
    expect(codes.map((code) => code.Label)).toEqual(['Second', 'First']);
    expect(JSON.stringify(codes)).not.toContain(first.Code);
    expect(JSON.stringify(codes)).not.toContain(second.Code);

    const revoked = await revoke(eventId, first.CodeId.toLowerCase());
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.body).toMatchObject({ CodeId: first.CodeId, Status: 'revoked' });
    expect((revoked.body as CountingCodeRow).RevokedAt).not.toBeNull();
    // A second revoke changes nothing and answers the same.
    expect((await revoke(eventId, first.CodeId)).body).toEqual(revoked.body);
    const after = (await list(eventId)).body as { Codes: CountingCodeRow[] };
    expect(after.Codes.map((code) => [code.Label, code.Status])).toEqual([
      ['Second', 'active'],
      ['First', 'revoked'],
    ]);
    expect(await revoke(eventId, 'AAAAAAAA')).toMatchObject({ status: 404 });
  });

  it('opens the roster with a valid code, and refuses a wrong secret, a revoked code and an expired one', async () => {
    const { eventId, eventCode } = await createTestEvent({ organizerUserId: organizer.userId });
    const good = await madeCode(eventId, 'Track volunteer');
    const opened = await open(eventCode.toLowerCase(), good.Code.toLowerCase());
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body as EventDayRoster).toMatchObject({
      EventId: eventId,
      CountingUntil: good.ExpiresAt,
      Counter: { Kind: 'code', Name: 'Track volunteer' },
    });

    const wrongSecret = `${good.CodeId}${'A'.repeat(16)}`;
    expect(await open(eventCode, wrongSecret)).toMatchObject({
      status: 401,
      body: { message: m.countingCodeNotValid },
    });
    expect(await open(eventCode, 'not a code')).toMatchObject({ status: 400 });

    const revoked = await madeCode(eventId, 'Left early');
    await revoke(eventId, revoked.CodeId);
    expect(await open(eventCode, revoked.Code)).toMatchObject({
      status: 401,
      body: { message: m.countingCodeRevoked },
    });

    // Arrange: backdate the stored expiry with the SDK (a code lives until midnight; the test
    // cannot wait for one).
    const expired = await madeCode(eventId, 'Yesterday');
    const { countingCodeEntity } = await import('../../src/data/entities/counting-code');
    await countingCodeEntity
      .patch({ eventId, codeId: expired.CodeId })
      .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() })
      .go();
    expect(await open(eventCode, expired.Code)).toMatchObject({
      status: 401,
      body: { message: m.countingCodeExpired },
    });
    const rows = ((await list(eventId)).body as { Codes: CountingCodeRow[] }).Codes;
    expect(Object.fromEntries(rows.map((row) => [row.Label, row.Status]))).toEqual({
      'Track volunteer': 'active',
      'Left early': 'revoked',
      Yesterday: 'expired',
    });
  });

  it('refuses a label that is empty or longer than 60 characters', async () => {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    for (const label of ['   ', 'x'.repeat(61), undefined]) {
      expect(await create(eventId, label)).toMatchObject({
        status: 400,
        body: { message: m.countingCodeLabelRequired },
      });
    }
  });

  it('keeps at most 50 codes active at once', async () => {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    // Arrange: 49 active codes and one expired, written straight to the table.
    const { createCountingCode } = await import('../../src/data/repositories/counting-codes-repository');
    const code = (index: number, expiresAt: string) => ({
      eventId,
      codeId: `CAPAAA${lapTokenAlphabet.charAt(Math.floor(index / 32))}${lapTokenAlphabet.charAt(index % 32)}`,
      label: `Seeded ${index}`,
      secretHash: randomUUID(),
      createdBy: organizer.userId,
      createdByName: 'Seeded',
      createdAt: new Date().toISOString(),
      expiresAt,
    });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await Promise.all([
      ...Array.from({ length: 49 }, (_, index) => createCountingCode(code(index, tomorrow))),
      createCountingCode(code(99, new Date(Date.now() - 1000).toISOString())),
    ]);
    const fiftieth = await madeCode(eventId, 'Fiftieth');
    expect(await create(eventId, 'Fifty-first')).toMatchObject({
      status: 400,
      body: { message: m.tooManyCountingCodes },
    });
    await revoke(eventId, fiftieth.CodeId);
    await madeCode(eventId, 'In its place');
  });

  it("answers another organizer's Thon like an unknown one", async () => {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    const made = await madeCode(eventId, 'Mine');
    for (const answer of [
      await create(eventId, 'Theirs', otherOrganizer),
      await list(eventId, otherOrganizer),
      await revoke(eventId, made.CodeId, otherOrganizer),
      await create(randomUUID(), 'Nowhere'),
    ]) {
      expect(answer).toMatchObject({ status: 404, body: { message: noSuchEvent } });
    }
  });
});
