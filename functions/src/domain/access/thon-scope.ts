// The one check every Thon route makes after reading the Thon: does the caller's scope reach it
// under the route's rule (manage, event-day work, money)? A Thon outside it answers exactly like an
// unknown id (the same NotFound and message), so Thon ids cannot be probed across organizers or
// franchises. Organizers and super admins need no read; a franchisee one GetItem (their user),
// a franchisee team leader that and one Query (their assignments).
import { noSuchEvent } from '@thon/shared/catalog/messages';
import type { Caller } from '../caller';
import { scopedCaller, type ThonScopeReads } from './caller-scope';
import { foundInScope, notFoundUnless, type ScopedCaller, type ThonInScope } from './scope';

export type ThonRule = (caller: ScopedCaller, event: ThonInScope) => boolean;

/** The Thon if it exists and `rule` lets the caller reach it; NotFound (as unknown) otherwise. */
export async function thonInScope<E extends ThonInScope>(
  reads: ThonScopeReads,
  caller: Caller,
  event: E | undefined,
  rule: ThonRule,
  message: string = noSuchEvent,
): Promise<E> {
  notFoundUnless(event !== undefined, message);
  const scoped = await scopedCaller(reads, caller);
  return foundInScope(event, (found) => rule(scoped, found), message);
}
