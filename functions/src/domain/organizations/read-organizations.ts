// Reading organizations: one franchise's list by name (a super admin's choice of franchise or the
// direct customers; a franchisee user's own), and one organization. Another franchise's id answers
// exactly like an unknown one.
import type {
  ListOrganizationsQuery,
  Organization,
  OrganizationList,
} from '@thon/shared/api/schemas/organizations';
import { directCustomerKey } from '@thon/shared/api/schemas/organizations';
import { pageCursorNotValid } from '@thon/shared/catalog/messages';
import { scopedCaller } from '../access/caller-scope';
import { canManageOrganization, canReadFranchise, notFoundUnless } from '../access/scope';
import type { Caller } from '../caller';
import { RuleBroken } from '../errors';
import { organizationView } from './organization-view';
import type { OrganizationPorts } from './ports';

export async function getOrganization(
  deps: Pick<OrganizationPorts, 'organizations' | 'callers'>,
  caller: Caller,
  organizationId: string,
): Promise<Organization> {
  // The item is read first whoever asks, so an id out of scope takes the unknown id's path.
  const record = await deps.organizations.getOrganization(organizationId);
  const scoped = await scopedCaller(deps.callers, caller);
  notFoundUnless(
    record !== undefined &&
      canManageOrganization(scoped, { franchiseId: record.franchiseId ?? directCustomerKey }),
  );
  return organizationView(record);
}

export async function listOrganizations(
  deps: Pick<OrganizationPorts, 'organizations' | 'callers'>,
  caller: Caller,
  query: ListOrganizationsQuery,
): Promise<OrganizationList> {
  const scoped = await scopedCaller(deps.callers, caller);
  const franchiseId =
    query.FranchiseId ?? (scoped.role === 'super-admin' ? directCustomerKey : scoped.franchiseId);
  // Super admins read any franchise's (or the direct customers'); a franchisee user only their own.
  notFoundUnless(
    franchiseId !== undefined && (scoped.role === 'super-admin' || canReadFranchise(scoped, franchiseId)),
  );
  const page = await deps.organizations.listOrganizationsOfFranchise(franchiseId, {
    limit: query.PageSize,
    ...(query.Cursor !== undefined ? { cursor: query.Cursor } : {}),
  });
  if (!page) throw new RuleBroken(pageCursorNotValid, [{ path: 'Cursor', message: pageCursorNotValid }]);
  return {
    Organizations: page.organizations.map(organizationView),
    ...(page.nextCursor !== undefined ? { NextCursor: page.nextCursor } : {}),
  };
}
