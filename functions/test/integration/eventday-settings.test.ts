// UpdateEventDaySettings over HTTP against the emulator: a Thon's manager sets the lap cooldown
// (5 to 600 seconds: 4 and 601 refused with the message naming the range), the change is audited,
// a completed Thon refuses it, and another organizer's Thon answers like an unknown one.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as m from '@thon/shared/catalog/eventday-messages';
import { noSuchEvent } from '@thon/shared/catalog/messages';
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
    signedInTestUser('organizer', 'edsetorg'),
    signedInTestUser('organizer', 'edsetorg2'),
  ]);
});

const update = (eventId: string, cooldown: unknown, caller = organizer) =>
  api.post(
    '/api/eventday/UpdateEventDaySettings',
    { EventId: eventId, CooldownSeconds: cooldown },
    caller.headers,
  );

async function storedCooldown(eventId: string): Promise<number | undefined> {
  const { getEvent } = await import('../../src/data/repositories/events-repository');
  return (await getEvent(eventId))?.lapCooldownSeconds;
}

describe('UpdateEventDaySettings', () => {
  it('sets the cooldown and audits the change', async () => {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    const answer = await update(eventId, 45);
    expect(answer).toMatchObject({ status: 200, body: { EventId: eventId, CooldownSeconds: 45 } });
    expect(await storedCooldown(eventId)).toBe(45);
    const { auditEntryEntity } = await import('../../src/data/entities/audit-entry');
    const subjectId: string = eventId;
    const { data } = await auditEntryEntity.query
      .byMonth({ month: new Date().toISOString().slice(0, 7) })
      .where(
        (entry, { eq }) =>
          `${eq(entry.subjectId, subjectId)} AND ${eq(entry.action, 'event-day-settings-changed')}`,
      )
      .go({ pages: 'all' });
    expect(data).toHaveLength(1);
    expect(data[0]?.actorUserId).toBe(organizer.userId);
    expect(JSON.parse(data[0]?.before ?? '{}')).toEqual({ lapCooldownSeconds: 20 });
    expect(JSON.parse(data[0]?.after ?? '{}')).toEqual({ lapCooldownSeconds: 45 });
  });

  it.each([4, 601, 20.5, '30'])(
    'refuses %s seconds with a clear message and writes nothing',
    async (cooldown) => {
      const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
      expect(await update(eventId, cooldown)).toMatchObject({
        status: 400,
        body: { message: m.cooldownInvalid },
      });
      expect(await storedCooldown(eventId)).toBeUndefined();
    },
  );

  it('accepts the bounds, 5 and 600', async () => {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    expect((await update(eventId, 5)).status).toBe(200);
    expect((await update(eventId, 600)).status).toBe(200);
    expect(await storedCooldown(eventId)).toBe(600);
  });

  it('refuses a change once the Thon is completed', async () => {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId, status: 'completed' });
    expect(await update(eventId, 30)).toMatchObject({
      status: 409,
      body: { message: m.settingsLockedCompleted },
    });
    expect(await storedCooldown(eventId)).toBeUndefined();
  });

  it("answers another organizer's Thon like an unknown one", async () => {
    const { eventId } = await createTestEvent({ organizerUserId: organizer.userId });
    for (const answer of [await update(eventId, 30, otherOrganizer), await update(randomUUID(), 30)]) {
      expect(answer).toMatchObject({ status: 404, body: { message: noSuchEvent } });
    }
  });
});
