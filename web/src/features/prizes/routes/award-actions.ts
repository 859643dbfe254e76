// The route action of the awards board and the teacher's pick list: a bulk move of awards (each
// with the Version read). Each award moves or is refused on its own; the answer names both, and
// the page's loader reads the awards again afterwards.
import type { ActionFunctionArgs } from 'react-router';
import { maxPrizeAwardMoves } from '@thon/shared/api/schemas/prize-awards';
import type { AwardMoveTarget } from '@thon/shared/prizes/award-states';
import { awardsMoved } from '@thon/shared/catalog/prize-page-messages';
import { refusedOr, type Refused } from '@/components/form/refused-or';
import { movePrizeAwards } from '../api/award-calls';
import { stateLabels } from '../components/award-view';

export interface MoveAwardsRequest {
  intent: 'move-awards';
  thonId: string;
  to: AwardMoveTarget;
  moves: { AwardId: string; Version: number }[];
}

export type MoveAwardsOutcome =
  { ok: true; message: string; moved: string[]; refused: { AwardId: string; Message: string }[] } | Refused;

export async function moveAwardsAction({ request }: ActionFunctionArgs): Promise<MoveAwardsOutcome> {
  const body = (await request.json()) as MoveAwardsRequest;
  return refusedOr<MoveAwardsOutcome>(async () => {
    const moved: string[] = [];
    const refused: { AwardId: string; Message: string }[] = [];
    // A class's whole list may exceed what one call moves: it goes in calls of the most allowed.
    for (let start = 0; start < body.moves.length; start += maxPrizeAwardMoves) {
      const moves = body.moves.slice(start, start + maxPrizeAwardMoves);
      const answer = await movePrizeAwards({ ThonId: body.thonId, To: body.to, Moves: moves });
      moved.push(...answer.Moved);
      refused.push(...answer.Refused);
    }
    return { ok: true, message: awardsMoved(moved.length, stateLabels[body.to]), moved, refused };
  });
}
