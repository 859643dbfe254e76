// POST /api/franchises/SetFranchiseStatus — suspend or reactivate a franchise.
import { franchiseRoutes } from '@thon/shared/api/routes/franchises';
import { franchiseDeps } from '../../composition/franchises';
import { setFranchiseStatus } from '../../domain/franchises/manage-franchises';
import { api } from '../../platform/http-api';

export const handler = api(franchiseRoutes.setFranchiseStatus).handler(({ caller, body }) =>
  setFranchiseStatus(franchiseDeps, caller, body),
);
