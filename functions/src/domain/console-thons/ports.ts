// What the console's Thons list asks of the outside world: one Query of the events (a franchise's
// or every Thon), the franchises on a page (their names and default commission), the page's
// organizers (one BatchGet, for their names) and the caller's scope reads. composition/console-thons.ts wires them; unit tests pass in-memory ones.
import type { listAllEvents, listEventsOfFranchise } from '../../data/repositories/events-repository';
import type { CallerScopeReads } from '../access/caller-scope';
import type { UserBatchReads } from '../events/ports';
import type { FranchiseStore } from '../franchises/ports';

export interface ConsoleThonPorts {
  events: { listEventsOfFranchise: typeof listEventsOfFranchise; listAllEvents: typeof listAllEvents };
  franchises: Pick<FranchiseStore, 'getFranchise'>;
  /** The page's distinct organizers, read at once (their names on the rows). */
  users: UserBatchReads;
  /** With a franchisee team leader's assignments when wired (their list is the Thons assigned). */
  callers: CallerScopeReads;
}
