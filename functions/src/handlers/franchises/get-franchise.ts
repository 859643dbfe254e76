// GET /api/franchises/GetFranchise/{franchiseId} — one franchise, in the caller's scope.
import { franchiseRoutes } from '@thon/shared/api/routes/franchises';
import { franchiseDeps } from '../../composition/franchises';
import { getFranchise } from '../../domain/franchises/read-franchises';
import { api } from '../../platform/http-api';

export const handler = api(franchiseRoutes.getFranchise).handler(({ caller, path }) =>
  getFranchise(franchiseDeps, caller, path.franchiseId),
);
