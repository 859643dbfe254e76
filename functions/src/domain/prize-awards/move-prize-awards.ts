// MovePrizeAwards (docs/prizes.md, Routes): up to 100 awards moved one step (picked, delivered to
// the class, handed out, or picked back to locked). Each is its own conditional write from the
// state and version read, so two people marking the same award move it once; each refusal names
// why (the state it stands in, or that it changed since the page was read), never a 500. A teacher
// reaches only the awards of the classes they teach; another class's award is "not found".
import pLimit from 'p-limit';
import {
  prizeAwardAlreadyIn,
  prizeAwardCannotMove,
  prizeAwardNotFound,
  prizeAwardStale,
} from '@thon/shared/catalog/prize-award-messages';
import type { MovePrizeAwardsRequest, MovePrizeAwardsResponse } from '@thon/shared/api/schemas/prize-awards';
import { canMoveAward, type AwardMoveTarget } from '@thon/shared/prizes/award-states';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { PrizeAwardRecord } from '../../data/repositories/prize-awards-repository';
import type { TeamRecord } from '../../data/repositories/teams-repository';
import type { Caller } from '../caller';
import type { ThonScopeReads } from '../access/caller-scope';
import type { Clock } from '../ports/clock';
import { awardKeyOf } from './award-ids';
import { awardReach, reaches, type AwardReach } from './award-scope';
import type { PrizeAwardStore } from './ports';

export interface MoveAwardsDeps {
  thons: { getEvent(eventId: string): Promise<EventRecord | undefined> };
  teams: { getTeam(eventId: string, teamId: string): Promise<TeamRecord | undefined> };
  awards: Pick<PrizeAwardStore, 'getPrizeAward' | 'movePrizeAward'>;
  callers: ThonScopeReads;
  clock: Clock;
}

/** Reads and writes in flight at once for one call. */
const moveConcurrency = 10;

/** Why an award in `state` does not move to `to` (undefined: it may). */
function refusal(award: PrizeAwardRecord, to: AwardMoveTarget, version: number): string | undefined {
  if (award.state === to) return prizeAwardAlreadyIn(award.state);
  if (!canMoveAward(award.state, to)) return prizeAwardCannotMove(award.state, to);
  if (award.version !== version) return prizeAwardStale;
  return undefined;
}

export async function moveAwards(
  deps: MoveAwardsDeps,
  caller: Caller,
  request: MovePrizeAwardsRequest,
): Promise<MovePrizeAwardsResponse> {
  const { event, reach } = await awardReach(deps.callers, caller, await deps.thons.getEvent(request.ThonId));
  const to = request.To;
  // A teacher's classes, each team read once however many of its awards move.
  const teamReads = new Map<string, Promise<boolean>>();
  const teamReached = (teamId: string, within: AwardReach) => {
    if (within.kind === 'all') return Promise.resolve(true);
    let read = teamReads.get(teamId);
    if (!read) {
      read = deps.teams.getTeam(event.eventId, teamId).then((team) => reaches(within, team));
      teamReads.set(teamId, read);
    }
    return read;
  };
  const limit = pLimit(moveConcurrency);
  const at = new Date(deps.clock.nowMs()).toISOString();
  const outcomes = await Promise.all(
    request.Moves.map((move) =>
      limit(async (): Promise<{ AwardId: string; Message?: string }> => {
        const key = awardKeyOf(event.eventId, move.AwardId);
        if (!key || !(await teamReached(key.teamId, reach)))
          return { AwardId: move.AwardId, Message: prizeAwardNotFound };
        const award = await deps.awards.getPrizeAward(key);
        if (!award) return { AwardId: move.AwardId, Message: prizeAwardNotFound };
        const refused = refusal(award, to, move.Version);
        if (refused) return { AwardId: move.AwardId, Message: refused };
        if (await deps.awards.movePrizeAward(award, to, { state: to, at, byUserId: caller.userId })) {
          return { AwardId: move.AwardId };
        }
        // It moved between the read and the write: say where it stands now.
        const now = await deps.awards.getPrizeAward(key);
        return { AwardId: move.AwardId, Message: (now && refusal(now, to, move.Version)) ?? prizeAwardStale };
      }),
    ),
  );
  return {
    Moved: outcomes.filter((one) => one.Message === undefined).map((one) => one.AwardId),
    Refused: outcomes.flatMap((one) =>
      one.Message === undefined ? [] : [{ AwardId: one.AwardId, Message: one.Message }],
    ),
  };
}
