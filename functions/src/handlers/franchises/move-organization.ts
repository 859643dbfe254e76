// POST /api/franchises/MoveOrganization — fix an organization's franchise, or clear the override.
import { franchiseRoutes } from '@thon/shared/api/routes/franchises';
import { organizationDeps } from '../../composition/organizations';
import { moveOrganization } from '../../domain/organizations/manage-organizations';
import { api } from '../../platform/http-api';

export const handler = api(franchiseRoutes.moveOrganization).handler(({ caller, body }) =>
  moveOrganization(organizationDeps, caller, body),
);
