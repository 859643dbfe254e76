// POST /api/franchises/CreateOrganization — a new organization in the franchise of its ZIP.
import { franchiseRoutes } from '@thon/shared/api/routes/franchises';
import { organizationDeps } from '../../composition/organizations';
import { createOrganization } from '../../domain/organizations/manage-organizations';
import { api } from '../../platform/http-api';

export const handler = api(franchiseRoutes.createOrganization).handler(({ caller, body }) =>
  createOrganization(organizationDeps, caller, body),
);
