// POST /api/franchises/CreateFranchise — a new franchise, its territory kept apart from the others.
import { franchiseRoutes } from '@thon/shared/api/routes/franchises';
import { franchiseDeps } from '../../composition/franchises';
import { createFranchise } from '../../domain/franchises/manage-franchises';
import { api } from '../../platform/http-api';

export const handler = api(franchiseRoutes.createFranchise).handler(({ caller, body }) =>
  createFranchise(franchiseDeps, caller, body),
);
