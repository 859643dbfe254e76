// SaveClassChallenges (docs/prizes.md Class challenges): an organizer sets the Thon's class goals,
// conditioned on the challenges' own version (the levels' editor may save meanwhile). The first save
// creates the programme item with no level. The public prizes view shows the challenges: it is
// invalidated.
import type { PrizeProgrammeWire, SaveClassChallengesRequest } from '@thon/shared/api/schemas/prizes';
import { challengesStale } from '@thon/shared/catalog/prize-messages';
import type { ThonScopeReads } from '../access/caller-scope';
import { canManageThon } from '../access/scope';
import { thonInScope } from '../access/thon-scope';
import type { Caller } from '../caller';
import { Conflict } from '../errors';
import type { Cdn } from '../ports/cdn';
import type { Clock } from '../ports/clock';
import type { Ids } from '../ports/ids';
import { mustBeWritten } from '../write-refusals';
import type { PrizeProgrammeRecord } from '../../data/repositories/prize-programmes-repository';
import { defaultPrizeDivisor } from '@thon/shared/prizes/prize-credit';
import type { PrizeProgrammeReads, PrizeProgrammeWrites } from './ports';
import { programmeWire } from './programme-wire';
import { thonPrizesPath } from './thon-prizes-path';

export interface SaveClassChallengesDeps {
  reads: PrizeProgrammeReads;
  writes: PrizeProgrammeWrites;
  callers: ThonScopeReads;
  cdn: Cdn;
  clock: Clock;
  ids: Ids;
}

export async function saveClassChallenges(
  deps: SaveClassChallengesDeps,
  caller: Caller,
  request: SaveClassChallengesRequest,
): Promise<PrizeProgrammeWire> {
  const [event, before] = await Promise.all([
    deps.reads
      .getEvent(request.ThonId)
      .then((found) => thonInScope(deps.callers, caller, found, canManageThon)),
    deps.reads.getPrizeProgramme(request.ThonId),
  ]);
  if ((before?.challengesVersion ?? 0) !== request.ChallengesVersion) throw new Conflict(challengesStale);
  const usedIds = new Set<string>();
  const challenges = request.Challenges.map((challenge) => {
    const challengeId =
      challenge.ChallengeId !== undefined && !usedIds.has(challenge.ChallengeId)
        ? challenge.ChallengeId
        : deps.ids.newId();
    usedIds.add(challengeId);
    return {
      challengeId,
      name: challenge.Name,
      metric: challenge.Metric,
      target: challenge.Target,
      reward: challenge.Reward,
    };
  });
  const at = new Date(deps.clock.nowMs()).toISOString();
  mustBeWritten(
    await deps.writes.writeClassChallenges({
      eventId: event.eventId,
      challenges,
      readVersion: request.ChallengesVersion,
      at,
      userId: caller.userId,
    }),
    { challenges: challengesStale },
  );
  await deps.cdn.invalidateAfterWrite([thonPrizesPath(event.eventId)]);
  const saved: PrizeProgrammeRecord = {
    ...(before ?? { mode: 'cumulative', divisor: defaultPrizeDivisor, levels: [], supplies: [], version: 0 }),
    eventId: event.eventId,
    challenges,
    challengesVersion: request.ChallengesVersion + 1,
    updatedAt: at,
    updatedByUserId: caller.userId,
  };
  return programmeWire(event.eventId, event.unitName, saved);
}
