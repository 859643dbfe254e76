// A test Thon's outbox (entities/test-outbox-message.ts): what its sends would have delivered, kept
// instead of sent, and read back newest first.
import { randomUUID } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import type { testOutboxMessageEntity } from '../entities/test-outbox-message';
import { nowInSeconds } from '../../platform/clock';
import { thon } from '../thon-service';

export type TestOutboxRecord = EntityItem<typeof testOutboxMessageEntity>;
export type NewTestOutboxMessage = Omit<TestOutboxRecord, 'messageId' | 'sentAt' | 'expiresAt'>;

const keepSeconds = 30 * 24 * 60 * 60;
/** A rehearsal sends tens of messages; the outbox shows the newest of them. */
export const testOutboxReadLimit = 200;

/** Keeps one message; answers its id (what a provider's message id would have been). */
export async function keepTestOutboxMessage(message: NewTestOutboxMessage): Promise<string> {
  const messageId = `outbox-${randomUUID()}`;
  await thon()
    .entities.testOutboxMessage.create({
      ...message,
      messageId,
      sentAt: new Date().toISOString(),
      expiresAt: nowInSeconds() + keepSeconds,
    })
    .go();
  return messageId;
}

/** A Thon's outbox, newest first (one Query). */
export async function listTestOutbox(eventId: string): Promise<TestOutboxRecord[]> {
  const { data } = await thon()
    .entities.testOutboxMessage.query.byThon({ eventId })
    .go({ order: 'desc', count: testOutboxReadLimit });
  return data.filter((message) => message.expiresAt > nowInSeconds());
}
