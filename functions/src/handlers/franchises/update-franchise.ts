// POST /api/franchises/UpdateFranchise — name, contact, default commission or territory.
import { franchiseRoutes } from '@thon/shared/api/routes/franchises';
import { franchiseDeps } from '../../composition/franchises';
import { updateFranchise } from '../../domain/franchises/manage-franchises';
import { api } from '../../platform/http-api';

export const handler = api(franchiseRoutes.updateFranchise).handler(({ caller, body }) =>
  updateFranchise(franchiseDeps, caller, body),
);
