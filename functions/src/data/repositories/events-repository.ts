// Events and their codes.
import type { EntityItem } from 'electrodb';
import type { eventEntity } from '../entities/event';
import { thon } from '../thon-service';
import { commitAll } from './write-transaction';

export type EventRecord = EntityItem<typeof eventEntity>;
export type NewEvent = Omit<EventRecord, 'createdAt'>;

/** Writes the event and claims its code in one transaction; a taken code writes nothing. */
export async function createEvent(event: NewEvent): Promise<void> {
  const createdAt = new Date().toISOString();
  await commitAll(
    () =>
      thon()
        .transaction.write(({ event: events, eventCodeClaim }) => [
          events.create({ ...event, createdAt }).commit(),
          eventCodeClaim.create({ eventCode: event.eventCode, eventId: event.eventId }).commit(),
        ])
        .go(),
    'That event code is already in use.',
  );
}

/** One GetItem on the code's claim item. */
export async function findEventIdByCode(eventCode: string): Promise<string | undefined> {
  const { data } = await thon().entities.eventCodeClaim.get({ eventCode }).go();
  return data?.eventId;
}

export async function getEvent(eventId: string): Promise<EventRecord | undefined> {
  const { data } = await thon().entities.event.get({ eventId }).go();
  return data ?? undefined;
}
