// The admin console's franchise calls: a page of the list (the API's cursor), one franchise,
// create, edit and suspend/reactivate. Typed from the shared route table.
import { franchiseRoutes } from '@thon/shared/api/routes/franchises';
import type {
  CreateFranchiseRequest,
  Franchise,
  FranchiseList,
  FranchiseStatus,
  UpdateFranchiseRequest,
} from '@thon/shared/api/schemas/franchises';
import { defaultItemsPerPage } from '@thon/shared/catalog/limits';
import { callApi } from '../../../lib/api-client';

export type { CreateFranchiseRequest, Franchise, FranchiseList, FranchiseStatus, UpdateFranchiseRequest };

/** Franchises per page of the console's list: the spec's default pagination. */
export const franchisesPageSize = defaultItemsPerPage;

export function listFranchises(cursor: string | undefined, signal?: AbortSignal): Promise<FranchiseList> {
  const query = cursor ? { PageSize: franchisesPageSize, Cursor: cursor } : { PageSize: franchisesPageSize };
  return callApi(franchiseRoutes.listFranchises, { query }, { signal });
}

export function getFranchise(franchiseId: string, signal?: AbortSignal): Promise<Franchise> {
  return callApi(franchiseRoutes.getFranchise, { path: { franchiseId }, query: {} }, { signal });
}

export function createFranchise(franchise: CreateFranchiseRequest): Promise<Franchise> {
  return callApi(franchiseRoutes.createFranchise, { body: franchise });
}

export function updateFranchise(changes: UpdateFranchiseRequest): Promise<Franchise> {
  return callApi(franchiseRoutes.updateFranchise, { body: changes });
}

export function setFranchiseStatus(franchiseId: string, status: FranchiseStatus): Promise<Franchise> {
  return callApi(franchiseRoutes.setFranchiseStatus, {
    body: { FranchiseId: franchiseId, Status: status },
  });
}
