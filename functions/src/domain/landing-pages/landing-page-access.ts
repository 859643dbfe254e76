// Who manages a landing page: the event's organizer for the event's pages, the team's
// leader for the team's page (and the organizer for every page of their event), a super admin for
// all. Checked on every call against the event and team as stored.
import { noSuchEvent } from '@thon/shared/catalog/messages';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { TeamRecord } from '../../data/repositories/teams-repository';
import type { Caller } from '../caller';
import { Forbidden, NotFound } from '../errors';
import { organizes } from '../participants/entitlement';
import type { PageScopeReads } from './ports';

export interface PageScope {
  event: EventRecord;
  team?: TeamRecord;
}

export function mayManage(caller: Caller, scope: PageScope): boolean {
  if (organizes(caller, scope.event)) return true;
  return caller.role === 'team-leader' && scope.team?.leaderUserId === caller.userId;
}

/** The event (and team) a page is for, read and checked for the caller. */
export async function managedScope(
  scopes: Pick<PageScopeReads, 'getEvent' | 'getTeam'>,
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
  if (!mayManage(caller, scope)) throw new Forbidden();
  return scope;
}

/** Whose list the page appears in: the team's leader, else the event's organizer, else its maker. */
export function ownerOf(caller: Caller, scope: PageScope): string {
  return scope.team?.leaderUserId ?? scope.event.organizerUserId ?? caller.userId;
}
