// POST /api/franchises/SetForceAccessCode — participants sign in only with access codes, or not.
import { franchiseRoutes } from '@thon/shared/api/routes/franchises';
import { organizationDeps } from '../../composition/organizations';
import { setForceAccessCode } from '../../domain/organizations/manage-organizations';
import { api } from '../../platform/http-api';

export const handler = api(franchiseRoutes.setForceAccessCode).handler(({ caller, body }) =>
  setForceAccessCode(organizationDeps, caller, body),
);
