// Access-code sign-in through the local gateway (spec section 4): LoginWithAccessCode and its QR
// variant (the code base64-encoded), against the seeded events and events of this test's own.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { accessCodeResults } from '@thon/shared/api/schemas/auth';
import { tooManyAttempts } from '@thon/shared/catalog/messages';
import {
  apiClient,
  avoidWindowEdge,
  newClientAddress,
  signedInHeaders,
  spendClientFailures,
  tokenClaims,
} from './api-client';
import { useStackEnvironment } from './stack-environment';

const { apiUrl } = useStackEnvironment();
const { events } = inject('stack');
const withCode = '/authentication/LoginWithAccessCode';
const withQrCode = '/authentication/LoginWithAccessCodeForQRCode';
const base64 = (text: string) => Buffer.from(text).toString('base64');
const subjectOf = (token: string) => tokenClaims(token).sub;

function newCode(prefix: string): string {
  return `${prefix}${randomUUID().replace(/-/g, '').slice(0, 8)}`.toUpperCase();
}

/** An event of this test's own with one unlinked participant; answers the participant's code. */
async function ownParticipant(
  status: 'live' | 'draft',
  endDate = '2099-12-31',
): Promise<{ accessCode: string; participantId: string }> {
  const { createEvent } = await import('../../src/data/repositories/events-repository');
  const { createParticipant } = await import('../../src/data/repositories/participants-repository');
  const eventId = randomUUID();
  const today = new Date().toISOString().slice(0, 10);
  await createEvent({
    eventId,
    organizationId: randomUUID(),
    name: 'Access Code Run',
    eventCode: newCode('AC'),
    status,
    unitName: 'lap',
    startDate: today,
    endDate,
    timeZone: 'America/Chicago',
    goal: 1000,
  });
  const participantId = randomUUID();
  const accessCode = newCode('KID');
  await createParticipant({
    participantId,
    eventId,
    teamId: randomUUID(),
    firstName: 'Kai',
    lastName: 'Runner',
    goal: 350,
    accessCode,
  });
  return { accessCode, participantId };
}

describe('POST /authentication/LoginWithAccessCode', () => {
  let seededCode = '';
  beforeAll(() => {
    seededCode = events[0]?.accessCodes[0] ?? '';
  });

  it("answers a token for an active event's code, ignoring case and spaces", async () => {
    const api = apiClient(apiUrl);
    const answer = await api.post(withCode, { AccessCode: ` ${seededCode.toLowerCase()} ` });
    const token = answer.body as string;
    expect(token.split('.')).toHaveLength(3);
    const session = await api.get('/api/Users/GetSession', signedInHeaders(token));
    expect(session).toMatchObject({
      status: 200,
      body: { Role: 'participant', ApplicationRole: 'Participant' },
    });
    expect((session.body as { ParticipantId: string | null }).ParticipantId).not.toBeNull();
  });

  it('creates the participant user at the first sign-in and reuses it afterwards', async () => {
    const { accessCode, participantId } = await ownParticipant('live');
    const api = apiClient(apiUrl);
    const [first, second] = await Promise.all([
      api.post(withCode, { AccessCode: accessCode }),
      api.post(withCode, { AccessCode: accessCode }),
    ]);
    const userId = subjectOf(first?.body as string);
    expect(subjectOf(second?.body as string)).toBe(userId);
    expect(subjectOf((await api.post(withCode, { AccessCode: accessCode })).body as string)).toBe(userId);
    const session = await api.get('/api/Users/GetSession', signedInHeaders(first?.body as string));
    expect(session.body).toMatchObject({ UserId: userId, ParticipantId: participantId, FirstName: 'Kai' });
  });

  it(`answers '${accessCodeResults.expired}' when the event has ended`, async () => {
    const code = events[1]?.accessCodes[0];
    expect(await apiClient(apiUrl).post(withCode, { AccessCode: code })).toEqual({
      status: 200,
      body: accessCodeResults.expired,
    });
  });

  it(`answers '${accessCodeResults.notAllowed}' while the event is still a draft`, async () => {
    const { accessCode } = await ownParticipant('draft');
    expect((await apiClient(apiUrl).post(withCode, { AccessCode: accessCode })).body).toBe(
      accessCodeResults.notAllowed,
    );
  });

  it(`answers '${accessCodeResults.invalid}' for unknown codes, and throttles the address once its budget is spent`, async () => {
    const from = newClientAddress();
    await spendClientFailures(from, 10);
    const api = apiClient(apiUrl, from);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(await api.post(withCode, { AccessCode: newCode('NO') })).toEqual({
        status: 200,
        body: accessCodeResults.invalid,
      });
    }
    expect(await api.post(withCode, { AccessCode: seededCode })).toEqual({
      status: 429,
      body: { message: tooManyAttempts },
    });
  });

  it.each([
    [accessCodeResults.expired, () => ownParticipant('live', '2020-01-31')],
    [accessCodeResults.notAllowed, () => ownParticipant('draft')],
  ])("counts '%s' against the code: the 11th try in the window answers 429", async (outcome, arrange) => {
    const { accessCode } = await arrange();
    await avoidWindowEdge();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      // Each from its own address, so only the code's own limit can stop them.
      expect((await apiClient(apiUrl).post(withCode, { AccessCode: accessCode })).body).toBe(outcome);
    }
    expect(await apiClient(apiUrl).post(withCode, { AccessCode: accessCode })).toEqual({
      status: 429,
      body: { message: tooManyAttempts },
    });
  });

  it('counts expired and not-allowed answers against the client address too', async () => {
    const expired = await ownParticipant('live', '2020-01-31');
    const draft = await ownParticipant('draft');
    const from = newClientAddress();
    await spendClientFailures(from, 2);
    const api = apiClient(apiUrl, from);
    expect((await api.post(withCode, { AccessCode: expired.accessCode })).body).toBe(
      accessCodeResults.expired,
    );
    expect((await api.post(withCode, { AccessCode: draft.accessCode })).body).toBe(
      accessCodeResults.notAllowed,
    );
    expect((await api.post(withCode, { AccessCode: seededCode })).status).toBe(429);
  });

  it('gives a successful sign-in its attempt back, so a school behind one address is not locked out', async () => {
    const { accessCode } = await ownParticipant('live');
    const from = newClientAddress();
    await spendClientFailures(from, 1);
    const api = apiClient(apiUrl, from);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await api.post(withCode, { AccessCode: accessCode })).body).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    }
    expect((await api.post(withCode, { AccessCode: newCode('NO') })).body).toBe(accessCodeResults.invalid);
    expect((await api.post(withCode, { AccessCode: accessCode })).status).toBe(429);
  });

  it.each([
    ['a missing code', {}],
    ['an empty code', { AccessCode: '  ' }],
    ['a 10 KB code', { AccessCode: 'A'.repeat(10_240) }],
    ['a number', { AccessCode: 1234 }],
    ['an unknown field', { AccessCode: 'ABCD', Extra: true }],
  ])('answers 400 for %s', async (_label, body) => {
    expect((await apiClient(apiUrl).post(withCode, body)).status).toBe(400);
  });
});

describe('POST /authentication/LoginWithAccessCodeForQRCode', () => {
  it('answers a token for a base64 access code', async () => {
    const code = events[0]?.accessCodes[1] ?? '';
    const answer = await apiClient(apiUrl).post(withQrCode, { AccessCode: base64(code) });
    expect((answer.body as string).split('.')).toHaveLength(3);
  });

  it(`answers '${accessCodeResults.expired}' for an ended event's QR code`, async () => {
    const code = events[1]?.accessCodes[1] ?? '';
    expect((await apiClient(apiUrl).post(withQrCode, { AccessCode: base64(code) })).body).toBe(
      accessCodeResults.expired,
    );
  });

  it.each([
    ['text that is not base64', 'not base64!'],
    ['base64 of something that is not a code', base64('<script>alert(1)</script>')],
    ['base64 of an empty code', base64('  ')],
  ])('answers 400 for %s', async (_label, AccessCode) => {
    expect(await apiClient(apiUrl).post(withQrCode, { AccessCode })).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'The QR code is not valid.' }),
    });
  });
});
