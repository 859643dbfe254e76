// GetThonPrizes (public, cached 60 s; docs/prizes.md): the programme's public view (levels with
// their pictures and prize names) and each class challenge with every class's progress. Reads: the
// event page's Query (event, teams, participants), the programme, and the Thon's pledges (only when
// there is a challenge to measure). Draft Thons are not public: 404. No child is named and no
// child's money appears (class-progress.ts).
import type { ThonPrizesWire } from '@thon/shared/api/schemas/thon-prizes';
import { noSuchEvent } from '@thon/shared/catalog/messages';
import { defaultPrizeDivisor } from '@thon/shared/prizes/prize-credit';
import { inThresholdOrder } from '@thon/shared/prizes/prize-levels';
import { NotFound } from '../errors';
import { classFigures, classProgress } from './class-progress';
import type { ThonPrizesReads } from './ports';

export async function thonPrizes(reads: ThonPrizesReads, eventId: string): Promise<ThonPrizesWire> {
  const [items, programme] = await Promise.all([
    reads.getEventPageItems(eventId),
    reads.getPrizeProgramme(eventId),
  ]);
  const event = items.event[0];
  if (!event || event.status === 'draft') throw new NotFound(noSuchEvent);
  const challenges = programme?.challenges ?? [];
  const figures =
    challenges.length === 0
      ? []
      : classFigures(items.team, items.participant, await reads.listPledgesOfEvent(eventId));
  return {
    EventId: event.eventId,
    Mode: programme?.mode ?? 'cumulative',
    Divisor: programme?.divisor ?? defaultPrizeDivisor,
    UnitName: event.unitName,
    Levels: inThresholdOrder(programme?.levels ?? []).map((level) => ({
      Name: level.name,
      ThresholdPerUnitCents: level.thresholdPerUnitCents,
      ...(level.pictureUrl ? { PictureUrl: level.pictureUrl } : {}),
      PrizeNames: level.prizes.map((prize) => prize.productName),
    })),
    Challenges: challenges.map((challenge) => ({
      ChallengeId: challenge.challengeId,
      Name: challenge.name,
      Metric: challenge.metric,
      Target: challenge.target,
      Reward: challenge.reward,
      Classes: figures.map((classFigure) => classProgress(classFigure, challenge.metric, challenge.target)),
    })),
  };
}
