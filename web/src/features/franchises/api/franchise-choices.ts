// The franchises a super admin picks from (filters, moves, roles): id and name, up to the API's
// largest page. More than that many franchises would need a search box here instead.
import { franchiseRoutes } from '@thon/shared/api/routes/franchises';
import { maxFranchisesPageSize } from '@thon/shared/api/schemas/franchises';
import { callApi } from '../../../lib/api-client';

export interface FranchiseChoice {
  FranchiseId: string;
  Name: string;
}

export async function listFranchiseChoices(signal?: AbortSignal): Promise<FranchiseChoice[]> {
  const page = await callApi(
    franchiseRoutes.listFranchises,
    { query: { PageSize: maxFranchisesPageSize } },
    { signal },
  );
  return page.Franchises.map(({ FranchiseId, Name }) => ({ FranchiseId, Name }));
}

/** A franchise's name among the choices, else its id (a franchise the viewer cannot list). */
export const franchiseNameOf = (choices: readonly FranchiseChoice[], franchiseId: string) =>
  choices.find((choice) => choice.FranchiseId === franchiseId)?.Name ?? franchiseId;
