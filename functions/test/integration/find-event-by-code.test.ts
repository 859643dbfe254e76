// POST /api/EventCode through the local gateway, against the emulator.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { postJson, useStackEnvironment } from './stack-environment';

const { apiUrl } = useStackEnvironment();
const url = `${apiUrl}/api/EventCode`;

function randomCode(): string {
  return `T${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`;
}

describe('POST /api/EventCode', () => {
  const eventId = randomUUID();
  const eventCode = randomCode();

  beforeAll(async () => {
    const { createEvent } = await import('../../src/data/repositories/events-repository');
    await createEvent({
      eventId,
      organizationId: randomUUID(),
      name: 'Integration Fun Run',
      eventCode,
      status: 'live',
      unitName: 'lap',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      timeZone: 'America/New_York',
      goal: 5000,
    });
  });

  it('answers the event id for a known code', async () => {
    const response = await postJson(url, { EventCode: eventCode });
    expect(response.status).toBe(200);
    expect(response.body).toBe(eventId);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('ignores case and surrounding spaces', async () => {
    const response = await postJson(url, { EventCode: `  ${eventCode.toLowerCase()} ` });
    expect(response.body).toBe(eventId);
  });

  it("answers 'not found' for an unknown code", async () => {
    const response = await postJson(url, { EventCode: randomCode() });
    expect(response).toMatchObject({ status: 200, body: 'not found' });
  });

  it('refuses a second event with the same code and writes nothing', async () => {
    const { createEvent, getEvent } = await import('../../src/data/repositories/events-repository');
    const otherId = randomUUID();
    expect(
      await createEvent({
        eventId: otherId,
        organizationId: randomUUID(),
        name: 'Copycat',
        eventCode,
        status: 'draft',
        unitName: 'lap',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        timeZone: 'America/New_York',
        goal: 1,
      }),
    ).toEqual({ written: false, refused: new Set(['eventCode']) });
    expect(await getEvent(otherId)).toBeUndefined();
    expect((await postJson(url, { EventCode: eventCode })).body).toBe(eventId);
  });

  it.each([
    ['an empty code', { EventCode: '' }, 'Please enter an event code'],
    ['only spaces', { EventCode: '   ' }, 'Please enter an event code'],
    ['a missing field', {}, 'EventCode must be text'],
    ['a number', { EventCode: 12345 }, 'EventCode must be text'],
    ['punctuation', { EventCode: 'AB;DROP' }, 'Sorry, that code is not valid.'],
    ['a 10 KB string', { EventCode: 'A'.repeat(10_240) }, 'Sorry, that code is not valid.'],
    ['an unknown field', { EventCode: 'ABCD', Extra: 1 }, 'Unrecognized key: "Extra"'],
    ['an array body', [], 'Invalid input: expected object, received array'],
  ])('answers 400 with a clear message for %s', async (_label, body, message) => {
    const response = await postJson(url, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message });
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await postJson(url, '{"EventCode": ');
    expect(response).toMatchObject({
      status: 400,
      body: { message: 'The request body must be valid JSON.' },
    });
  });

  it('answers 404 for a method the route table does not declare', async () => {
    const response = await fetch(url, { method: 'GET' });
    expect(response.status).toBe(404);
  });
});
