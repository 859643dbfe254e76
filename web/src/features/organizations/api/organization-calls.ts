// The admin console's organization calls: a franchise's list a page at a time (the API's cursor),
// one organization, create, edit, move (super admins) and the access-code switch. Typed from the
// shared route table.
import { franchiseRoutes } from '@thon/shared/api/routes/franchises';
import type {
  CreateOrganizationRequest,
  Organization,
  OrganizationList,
  UpdateOrganizationRequest,
} from '@thon/shared/api/schemas/organizations';
import { defaultItemsPerPage } from '@thon/shared/catalog/limits';
import { callApi } from '../../../lib/api-client';

export type { CreateOrganizationRequest, Organization, OrganizationList, UpdateOrganizationRequest };

/** Organizations per page of the console's list: the spec's default pagination. */
export const organizationsPageSize = defaultItemsPerPage;

export function listOrganizations(
  franchiseId: string | undefined,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<OrganizationList> {
  const query = {
    PageSize: organizationsPageSize,
    ...(franchiseId ? { FranchiseId: franchiseId } : {}),
    ...(cursor ? { Cursor: cursor } : {}),
  };
  return callApi(franchiseRoutes.listOrganizations, { query }, { signal });
}

export function getOrganization(organizationId: string, signal?: AbortSignal): Promise<Organization> {
  return callApi(franchiseRoutes.getOrganization, { path: { organizationId }, query: {} }, { signal });
}

export function createOrganization(organization: CreateOrganizationRequest): Promise<Organization> {
  return callApi(franchiseRoutes.createOrganization, { body: organization });
}

export function updateOrganization(changes: UpdateOrganizationRequest): Promise<Organization> {
  return callApi(franchiseRoutes.updateOrganization, { body: changes });
}

/** A franchise id fixes the organization there; none clears the override. */
export function moveOrganization(
  organizationId: string,
  franchiseId: string | undefined,
): Promise<Organization> {
  const body = franchiseId
    ? { OrganizationId: organizationId, FranchiseId: franchiseId }
    : { OrganizationId: organizationId };
  return callApi(franchiseRoutes.moveOrganization, { body });
}

export function setForceAccessCode(organizationId: string, force: boolean): Promise<Organization> {
  return callApi(franchiseRoutes.setForceAccessCode, {
    body: { OrganizationId: organizationId, ForceAccessCode: force },
  });
}
