// The organizer's own Thon: the event, if the caller organizes it (or is a super admin). Unknown
// is 404; someone else's Thon is 403, because the organizer screens name Thons by id openly.
import { noSuchEvent } from '@thon/shared/catalog/messages';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { Caller } from '../caller';
import { Forbidden, NotFound } from '../errors';
import { organizes } from '../participants/entitlement';
import type { EventReads } from './ports';

export async function managedEvent(
  deps: { events: EventReads },
  caller: Caller,
  eventId: string,
): Promise<EventRecord> {
  const event = await deps.events.getEvent(eventId);
  if (!event) throw new NotFound(noSuchEvent);
  if (!organizes(caller, event)) throw new Forbidden();
  return event;
}
