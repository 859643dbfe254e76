// The event a processing request acts on, read through the pledge ports: the same answer as the
// events area's managedEvent (404 unknown, 403 someone else's), so the rules around it can be
// tested on in-memory ports.
import { noSuchEvent } from '@thon/shared/catalog/messages';
import type { EventRecord } from '../../../data/repositories/events-repository';
import type { Caller } from '../../caller';
import { Forbidden, NotFound } from '../../errors';
import { organizes } from '../../participants/entitlement';
import type { ThonReads } from '../ports';

export async function managedEvent(
  thons: Pick<ThonReads, 'getEvent'>,
  caller: Caller,
  eventId: string,
): Promise<EventRecord> {
  const event = await thons.getEvent(eventId);
  if (!event) throw new NotFound(noSuchEvent);
  if (!organizes(caller, event)) throw new Forbidden();
  return event;
}
