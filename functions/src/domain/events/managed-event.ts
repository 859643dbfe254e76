// A Thon the caller's scope reaches under the route's rule (domain/access/scope.ts): managing it by
// default (its organizer, a franchisee user of its franchise, a super admin), or event-day work
// (canWorkOnThon) for the routes that are. Unknown and out of scope answer the same 404.
import type { EventRecord } from '../../data/repositories/events-repository';
import type { ThonScopeReads } from '../access/caller-scope';
import { canManageThon } from '../access/scope';
import { thonInScope, type ThonRule } from '../access/thon-scope';
import type { Caller } from '../caller';
import type { EventReads } from './ports';

export async function managedEvent(
  deps: { events: EventReads; callers: ThonScopeReads },
  caller: Caller,
  eventId: string,
  rule: ThonRule = canManageThon,
): Promise<EventRecord> {
  return thonInScope(deps.callers, caller, await deps.events.getEvent(eventId), rule);
}
