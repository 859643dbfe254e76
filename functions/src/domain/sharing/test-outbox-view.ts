// GetTestOutbox: what a test Thon's invitations and reminders kept instead of sending, for whoever
// works on the Thon (a test user rehearsing, its managers). A real Thon has no outbox: it answers
// 404 like a Thon out of the caller's scope, so the route tells nothing about real Thons.
import type { z } from 'zod';
import type { testOutboxSchema } from '@thon/shared/api/schemas/thon-test';
import { noSuchEvent } from '@thon/shared/catalog/messages';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { TestOutboxRecord } from '../../data/repositories/test-outbox-repository';
import { scopedCaller, type CallerScopeReads } from '../access/caller-scope';
import { canWorkOnThon, foundInScope } from '../access/scope';
import type { Caller } from '../caller';

export interface TestOutboxViewDeps {
  callers: CallerScopeReads;
  thons: { getEvent(eventId: string): Promise<EventRecord | undefined> };
  outbox: { list(eventId: string): Promise<TestOutboxRecord[]> };
}

type TestOutboxView = z.infer<typeof testOutboxSchema>;

export async function testOutboxOf(
  deps: TestOutboxViewDeps,
  caller: Caller,
  eventId: string,
): Promise<TestOutboxView> {
  const [found, scoped] = await Promise.all([
    deps.thons.getEvent(eventId),
    scopedCaller(deps.callers, caller),
  ]);
  const event = foundInScope(
    found,
    (item) => item.isTest === true && canWorkOnThon(scoped, item),
    noSuchEvent,
  );
  const messages = await deps.outbox.list(event.eventId);
  return {
    EventId: event.eventId,
    Messages: messages.map((message) => ({
      MessageId: message.messageId,
      SentAt: message.sentAt,
      Channel: message.channel === 'email' ? 'Email' : 'Sms',
      To: message.to,
      ...(message.subject === undefined ? {} : { Subject: message.subject }),
      Text: message.text,
      ...(message.html === undefined ? {} : { Html: message.html }),
    })),
  };
}
