// GET /api/franchises/ListFranchises — franchises by name, a page at a time.
import { franchiseRoutes } from '@thon/shared/api/routes/franchises';
import { franchiseDeps } from '../../composition/franchises';
import { listFranchises } from '../../domain/franchises/read-franchises';
import { api } from '../../platform/http-api';

export const handler = api(franchiseRoutes.listFranchises).handler(({ query }) =>
  listFranchises(franchiseDeps, query),
);
