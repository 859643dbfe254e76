// POST /api/franchises/UpdateOrganization — name, type, school level or address.
import { franchiseRoutes } from '@thon/shared/api/routes/franchises';
import { organizationDeps } from '../../composition/organizations';
import { updateOrganization } from '../../domain/organizations/manage-organizations';
import { api } from '../../platform/http-api';

export const handler = api(franchiseRoutes.updateOrganization).handler(({ caller, body }) =>
  updateOrganization(organizationDeps, caller, body),
);
