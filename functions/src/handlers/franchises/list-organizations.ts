// GET /api/franchises/ListOrganizations — a franchise's organizations by name, in the caller's scope.
import { franchiseRoutes } from '@thon/shared/api/routes/franchises';
import { organizationDeps } from '../../composition/organizations';
import { listOrganizations } from '../../domain/organizations/read-organizations';
import { api } from '../../platform/http-api';

export const handler = api(franchiseRoutes.listOrganizations).handler(({ caller, query }) =>
  listOrganizations(organizationDeps, caller, query),
);
