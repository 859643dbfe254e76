// Who manages a landing page: whoever manages the event (domain/access/scope.ts canManageThon: its
// organizer, a franchisee user of its franchise, a super admin) for every page of the event, the
// team's leader for the team's page. Checked on every call against the event and team as stored;
// a page outside the caller's reach answers as an unknown event.
import { noSuchEvent } from '@thon/shared/catalog/messages';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { TeamRecord } from '../../data/repositories/teams-repository';
import type { Caller } from '../caller';
import { NotFound } from '../errors';
import { scopedCaller } from '../access/caller-scope';
import { canManageThon, type ScopedCaller } from '../access/scope';
import type { PageScopeReads } from './ports';

export interface PageScope {
  event: EventRecord;
  team?: TeamRecord;
}

export function mayManage(caller: ScopedCaller, scope: PageScope): boolean {
  if (canManageThon(caller, scope.event)) return true;
  return caller.role === 'team-leader' && scope.team?.leaderUserId === caller.userId;
}

/** The event (and team) a page is for, read and checked for the caller. */
export async function managedScope(
  scopes: Pick<PageScopeReads, 'getEvent' | 'getTeam' | 'getUser' | 'listAssignedThons'>,
  caller: Caller,
  eventId: string,
  teamId?: string,
): Promise<PageScope> {
  const [event, team] = await Promise.all([
    scopes.getEvent(eventId),
    teamId ? scopes.getTeam(eventId, teamId) : undefined,
  ]);
  if (!event || (teamId && !team)) throw new NotFound(noSuchEvent);
  const scope = { event, ...(team ? { team } : {}) };
  if (!mayManage(await scopedCaller(scopes, caller), scope)) throw new NotFound(noSuchEvent);
  return scope;
}

/** Whose list the page appears in: the team's leader, else the event's organizer, else its maker. */
export function ownerOf(caller: Caller, scope: PageScope): string {
  return scope.team?.leaderUserId ?? scope.event.organizerUserId ?? caller.userId;
}
