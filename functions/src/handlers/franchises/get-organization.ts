// GET /api/franchises/GetOrganization/{organizationId} — one organization, in the caller's scope.
import { franchiseRoutes } from '@thon/shared/api/routes/franchises';
import { organizationDeps } from '../../composition/organizations';
import { getOrganization } from '../../domain/organizations/read-organizations';
import { api } from '../../platform/http-api';

export const handler = api(franchiseRoutes.getOrganization).handler(({ caller, path }) =>
  getOrganization(organizationDeps, caller, path.organizationId),
);
