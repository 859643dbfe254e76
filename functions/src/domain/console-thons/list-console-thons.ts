// The admin console's Thons: one Query per page, chosen by the caller's scope (visibleThonFilter):
// a super admin every Thon (gsi4) or one franchise's (gsi3), a franchisee user their franchise's, a
// franchisee team leader their franchise's narrowed to the Thons assigned to them, a test user
// every Thon narrowed to test Thons. Naming a franchise outside one's own answers exactly like an
// unknown one. Status and organization narrow each page in code, so a page may hold fewer Thons
// than asked while NextCursor goes on (the Query's Limit counts items before any filter anyway).
import type {
  ConsoleThon,
  ConsoleThonList,
  ListConsoleThonsQuery,
} from '@thon/shared/api/schemas/console-thons';
import { pageCursorNotValid } from '@thon/shared/catalog/messages';
import { effectiveCommissionPercent } from '@thon/shared/franchises/commission';
import type { EventPage, EventRecord } from '../../data/repositories/events-repository';
import type { FranchiseRecord } from '../../data/repositories/franchises-repository';
import type { UserRecord } from '../../data/repositories/users-repository';
import { scopedCaller } from '../access/caller-scope';
import {
  directCustomer,
  notFoundUnless,
  thonMatchesFilter,
  visibleThonFilter,
  type ThonFilter,
} from '../access/scope';
import type { Caller } from '../caller';
import { RuleBroken } from '../errors';
import { eventStatusOnTheWire } from '../events/event-status-wire';
import { accountName } from '../users/account-name';
import type { ConsoleThonPorts } from './ports';

/** Which index partition a page is read from: one franchise's (gsi3), every Thon (gsi4), or none. */
type Source = { kind: 'franchise'; franchiseId: string } | { kind: 'all' } | { kind: 'none' };

function sourceOf(filter: ThonFilter, franchiseId: string | undefined): Source {
  switch (filter.kind) {
    case 'all':
      return franchiseId === undefined ? { kind: 'all' } : { kind: 'franchise', franchiseId };
    case 'franchise':
    case 'assigned':
      notFoundUnless(franchiseId === undefined || franchiseId === filter.franchiseId);
      return { kind: 'franchise', franchiseId: filter.franchiseId };
    case 'test':
      return { kind: 'all' };
    case 'organizer':
    case 'none':
      // Organizers have their own list (GetMyThons); a franchisee without a franchise reaches nothing.
      return { kind: 'none' };
  }
}

function readPage(deps: ConsoleThonPorts, source: Source, query: ListConsoleThonsQuery): Promise<EventPage> {
  const page = {
    limit: query.PageSize,
    ...(query.FromDate !== undefined ? { fromDate: query.FromDate } : {}),
    ...(query.ToDate !== undefined ? { toDate: query.ToDate } : {}),
    ...(query.Cursor !== undefined ? { cursor: query.Cursor } : {}),
  };
  if (source.kind === 'franchise') return deps.events.listEventsOfFranchise(source.franchiseId, page);
  if (source.kind === 'all') return deps.events.listAllEvents(page);
  return Promise.resolve({ items: [] });
}

/** The Thon's organizer by name; null when it has none or their account is no longer found. */
function organizerOf(event: EventRecord, organizers: Map<string, UserRecord>): ConsoleThon['Organizer'] {
  const organizer = event.organizerUserId === undefined ? undefined : organizers.get(event.organizerUserId);
  return organizer ? { UserId: organizer.userId, Name: accountName(organizer) } : null;
}

function rowOf(
  event: EventRecord,
  franchise: FranchiseRecord | undefined,
  organizers: Map<string, UserRecord>,
): ConsoleThon {
  return {
    EventId: event.eventId,
    Name: event.name,
    EventCode: event.eventCode,
    OrganizationId: event.organizationId,
    OrganizationName: event.organizationName ?? '',
    FranchiseId: event.franchiseId ?? directCustomer,
    FranchiseName: franchise?.name ?? '',
    Status: eventStatusOnTheWire[event.status],
    StartDate: event.startDate,
    EndDate: event.endDate,
    Participants: event.participantCount ?? 0,
    IsTest: event.isTest === true,
    CommissionPercent: effectiveCommissionPercent({
      eventPercent: event.commissionPercent,
      franchiseDefaultPercent: franchise?.defaultCommissionPercent,
    }),
    CommissionSet: typeof event.commissionPercent === 'number',
    Organizer: organizerOf(event, organizers),
  };
}

export async function listConsoleThons(
  deps: ConsoleThonPorts,
  caller: Caller,
  query: ListConsoleThonsQuery,
): Promise<ConsoleThonList> {
  const scoped = await scopedCaller(deps.callers, caller);
  const filter = visibleThonFilter(scoped);
  const page = await readPage(deps, sourceOf(filter, query.FranchiseId), query);
  if (page === 'bad-cursor') {
    throw new RuleBroken(pageCursorNotValid, [{ path: 'Cursor', message: pageCursorNotValid }]);
  }
  const events = page.items.filter(
    (event) =>
      thonMatchesFilter(filter, event) &&
      (query.FranchiseId === undefined || (event.franchiseId ?? directCustomer) === query.FranchiseId) &&
      (query.Status === undefined || eventStatusOnTheWire[event.status] === query.Status) &&
      (query.OrganizationId === undefined || event.organizationId === query.OrganizationId),
  );
  // The franchises on the page (one or a few): their names and default commission.
  const franchiseIds = [...new Set(events.map((event) => event.franchiseId ?? directCustomer))].filter(
    (franchiseId) => franchiseId !== directCustomer,
  );
  const franchises = new Map(
    (await Promise.all(franchiseIds.map((franchiseId) => deps.franchises.getFranchise(franchiseId))))
      .filter((franchise) => franchise !== undefined)
      .map((franchise) => [franchise.franchiseId, franchise]),
  );
  // The page's organizers: one BatchGet of the distinct ids (none when no row has one).
  const organizerIds = events.flatMap((event) => (event.organizerUserId ? [event.organizerUserId] : []));
  const organizers = new Map(
    (await deps.users.getUsers(organizerIds)).map((user) => [user.userId, user] as const),
  );
  return {
    Thons: events.map((event) => rowOf(event, franchises.get(event.franchiseId ?? ''), organizers)),
    ...(page.cursor !== undefined ? { NextCursor: page.cursor } : {}),
  };
}
