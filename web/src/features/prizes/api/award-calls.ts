// The awards board's and pick list's calls: a Thon's awards (or one class's), with the earned rows
// tonight's lock has not fixed yet when asked, and moving awards in bulk (each with the Version
// read). Typed from the shared route table.
import { prizeAwardRoutes } from '@thon/shared/api/routes/prize-awards';
import type {
  ListPrizeAwardsResponse,
  MovePrizeAwardsRequest,
  MovePrizeAwardsResponse,
  PrizeAwardWire,
} from '@thon/shared/api/schemas/prize-awards';
import { callApi } from '@/lib/api-client';

export type { ListPrizeAwardsResponse, MovePrizeAwardsRequest, MovePrizeAwardsResponse, PrizeAwardWire };

export function listPrizeAwards(
  query: { ThonId: string; TeamId?: string; IncludeEarned?: boolean },
  signal?: AbortSignal,
): Promise<ListPrizeAwardsResponse> {
  return callApi(
    prizeAwardRoutes.listPrizeAwards,
    {
      query: {
        ThonId: query.ThonId,
        ...(query.TeamId ? { TeamId: query.TeamId } : {}),
        IncludeEarned: query.IncludeEarned ? 'true' : 'false',
      },
    },
    { signal },
  );
}

export function movePrizeAwards(request: MovePrizeAwardsRequest): Promise<MovePrizeAwardsResponse> {
  return callApi(prizeAwardRoutes.movePrizeAwards, { body: request });
}
