// The event a processing request acts on, read through the pledge ports: the same answer as the
// events area's managedEvent (404 for unknown and out of scope alike), so the rules around it can
// be tested on in-memory ports.
import type { EventRecord } from '../../../data/repositories/events-repository';
import { canManageThon } from '../../access/scope';
import { thonInScope, type ThonRule } from '../../access/thon-scope';
import type { Caller } from '../../caller';
import type { ThonReads } from '../ports';

export async function managedEvent(
  thons: Pick<ThonReads, 'getEvent' | 'getUser' | 'listAssignedThons'>,
  caller: Caller,
  eventId: string,
  rule: ThonRule = canManageThon,
): Promise<EventRecord> {
  return thonInScope(thons, caller, await thons.getEvent(eventId), rule);
}
