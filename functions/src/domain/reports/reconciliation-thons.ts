// Which Thons a reconciliation request covers, in the caller's scope, a page at a time. One Thon
// is read by id; an organization's, a franchise's and a month's are one Query page of the Thons by
// start date (gsi3 of the franchise, gsi4 of all), so a request reads at most PageSize Thons however
// large the scope. Anything outside the caller's scope answers exactly like an unknown id. Test
// Thons are rehearsals: they count only when asked for by their own id.
import type { GetReconciliationQuery } from '@thon/shared/api/schemas/reports';
import { directCustomerKey } from '@thon/shared/api/schemas/organizations';
import { pageCursorNotValid } from '@thon/shared/catalog/messages';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { OrganizationRecord } from '../../data/repositories/organizations-repository';
import {
  canManageThon,
  canReadFranchise,
  foundInScope,
  notFoundUnless,
  type ScopedCaller,
} from '../access/scope';
import { RuleBroken } from '../errors';
import type { ReportReads, ThonPage } from './ports';

export interface ThonsOfRequest {
  thons: EventRecord[];
  nextCursor?: string;
  /** The one organization asked for (its payouts), when the scope is an organization. */
  organization?: OrganizationRecord;
  /** Payouts of a month scope are those created in it (UTC). */
  payoutWindow?: { from: Date; before: Date };
}

/** The first and last day of a yyyy-MM month, and the instants it starts and the next one starts. */
export function monthRange(month: string) {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, monthNumber - 1, 1));
  const before = new Date(Date.UTC(year, monthNumber, 1));
  const lastDay = new Date(before.getTime() - 86_400_000);
  return {
    fromDate: from.toISOString().slice(0, 10),
    toDate: lastDay.toISOString().slice(0, 10),
    from,
    before,
  };
}

function pageOf(page: ThonPage): { items: EventRecord[]; cursor?: string } {
  if (page === 'bad-cursor') {
    throw new RuleBroken(pageCursorNotValid, [{ path: 'Cursor', message: pageCursorNotValid }]);
  }
  return page;
}

const counted = (thon: EventRecord) => thon.isTest !== true;

function listed(page: ThonPage, keep: (thon: EventRecord) => boolean = () => true): ThonsOfRequest {
  const { items, cursor } = pageOf(page);
  return {
    thons: items.filter((thon) => counted(thon) && keep(thon)),
    ...(cursor ? { nextCursor: cursor } : {}),
  };
}

export async function thonsOfRequest(
  reads: ReportReads,
  caller: ScopedCaller,
  query: GetReconciliationQuery,
): Promise<ThonsOfRequest> {
  const page = { limit: query.PageSize, ...(query.Cursor === undefined ? {} : { cursor: query.Cursor }) };
  if (query.EventId !== undefined) {
    const thon = foundInScope(await reads.getEvent(query.EventId), (found) => canManageThon(caller, found));
    return { thons: [thon] };
  }
  if (query.OrganizationId !== undefined) {
    const organization = foundInScope(await reads.getOrganization(query.OrganizationId), (found) =>
      canReadFranchise(caller, found.franchiseId ?? directCustomerKey),
    );
    // An organization's Thons are its franchise's Query filtered on it (tens of items a page).
    const franchisePage = await reads.listEventsOfFranchise(
      organization.franchiseId ?? directCustomerKey,
      page,
    );
    return {
      ...listed(franchisePage, (thon) => thon.organizationId === organization.organizationId),
      organization,
    };
  }
  if (query.Month === undefined) {
    const franchiseId = query.FranchiseId ?? '';
    notFoundUnless(canReadFranchise(caller, franchiseId));
    return listed(await reads.listEventsOfFranchise(franchiseId, page));
  }
  const { fromDate, toDate, from, before } = monthRange(query.Month);
  const payoutWindow = { from, before };
  const inMonth = { ...page, fromDate, toDate };
  // A franchisee user's month is their own franchise's, as their audit log is.
  const franchiseId = query.FranchiseId ?? (caller.role === 'super-admin' ? undefined : caller.franchiseId);
  if (franchiseId === undefined) {
    notFoundUnless(caller.role === 'super-admin');
    return { ...listed(await reads.listAllEvents(inMonth)), payoutWindow };
  }
  notFoundUnless(canReadFranchise(caller, franchiseId));
  return { ...listed(await reads.listEventsOfFranchise(franchiseId, inMonth)), payoutWindow };
}
