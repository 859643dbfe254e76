// ListPrizeAwards: the pick list (docs/prizes.md, Routes). The Thon's teams and participants in one
// Query (gsi1, the event page), its awards in one Query of its partition (a class: begins_with its
// team); with IncludeEarned also the programme and the Thon's pledges, to add the levels reached now
// that no lock has fixed yet ('earned', derived, never stored). Names, classes and sizes are staff
// data: never on a public page.
import { noSuchEvent } from '@thon/shared/catalog/messages';
import type {
  ListPrizeAwardsQuery,
  ListPrizeAwardsResponse,
  PrizeAwardStateWire,
  PrizeAwardWire,
} from '@thon/shared/api/schemas/prize-awards';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { TeamRecord } from '../../data/repositories/teams-repository';
import type { PrizeAwardRecord } from '../../data/repositories/prize-awards-repository';
import type { Caller } from '../caller';
import { NotFound } from '../errors';
import type { ThonScopeReads } from '../access/caller-scope';
import type { EventPageReads } from '../events/ports';
import { awardIdOf } from './award-ids';
import { levelsAwarded, newAward } from './award-plan';
import { awardReach, reaches } from './award-scope';
import { creditsByParticipant } from './pledge-credit';
import type { PrizeAwardStore, ThonPledgeReads } from './ports';

export interface ListAwardsDeps {
  eventPage: EventPageReads;
  awards: Pick<PrizeAwardStore, 'listPrizeAwards' | 'getPrizeProgrammes'>;
  pledges: Pick<ThonPledgeReads, 'listPledgesOfEvent'>;
  callers: ThonScopeReads;
}

const wireStates: readonly PrizeAwardStateWire[] = [
  'earned',
  'locked',
  'picked',
  'delivered',
  'handedOut',
  'void',
];

function row(
  award: Pick<PrizeAwardRecord, 'teamId' | 'participantId' | 'levelId' | 'levelName' | 'items'>,
  team: TeamRecord | undefined,
  participant: ParticipantRecord | undefined,
  names: Pick<PrizeAwardRecord, 'firstName' | 'lastName'>,
): Omit<PrizeAwardWire, 'State'> {
  return {
    TeamId: award.teamId,
    ClassName: team?.name ?? '',
    ParticipantId: award.participantId,
    // The names as they are now (a corrected spelling shows), else as the lock saw them.
    FirstName: participant?.firstName ?? names.firstName,
    LastName: participant?.lastName ?? names.lastName,
    ...(participant?.shirtSize ? { ShirtSize: participant.shirtSize } : {}),
    LevelId: award.levelId,
    LevelName: award.levelName,
    Items: award.items.map((item) => ({
      ProductName: item.productName,
      Quantity: item.quantity,
      ...(item.sizeCode ? { SizeCode: item.sizeCode } : {}),
    })),
  };
}

export async function listAwards(
  deps: ListAwardsDeps,
  caller: Caller,
  query: ListPrizeAwardsQuery,
): Promise<ListPrizeAwardsResponse> {
  const items = await deps.eventPage.getEventPageItems(query.ThonId);
  const { event, reach } = await awardReach(deps.callers, caller, items.event[0]);
  const teams = new Map(items.team.map((team) => [team.teamId, team]));
  if (query.TeamId !== undefined && !reaches(reach, teams.get(query.TeamId))) throw new NotFound(noSuchEvent);
  // A teacher names their class: all classes are a Thon worker's view.
  if (reach.kind === 'teacher' && query.TeamId === undefined) throw new NotFound(noSuchEvent);
  const inScope = (teamId: string) => query.TeamId === undefined || teamId === query.TeamId;
  const participants = new Map(
    items.participant
      .filter((participant) => inScope(participant.teamId))
      .map((one) => [one.participantId, one]),
  );
  const awards = await deps.awards.listPrizeAwards(
    event.eventId,
    query.TeamId === undefined ? {} : { teamId: query.TeamId },
  );
  const rows: (PrizeAwardWire & { threshold: number })[] = awards.map((award) => ({
    ...row(award, teams.get(award.teamId), participants.get(award.participantId), award),
    AwardId: awardIdOf(award),
    State: award.state,
    Night: award.night,
    Version: award.version,
    ...(award.voidReason ? { VoidReason: award.voidReason } : {}),
    threshold: award.thresholdPerUnitCents,
  }));
  if (query.IncludeEarned || query.State === 'earned') {
    const [programme] = await deps.awards.getPrizeProgrammes([event.eventId]);
    if (programme) {
      const credits = creditsByParticipant(
        await deps.pledges.listPledgesOfEvent(event.eventId),
        programme.divisor,
      );
      const standing = new Set(
        awards
          .filter((award) => award.state !== 'void')
          .map((award) => `${award.participantId}~${award.levelId}`),
      );
      for (const participant of participants.values()) {
        for (const level of levelsAwarded(
          programme,
          participant,
          credits.get(participant.participantId) ?? 0,
        )) {
          if (standing.has(`${participant.participantId}~${level.levelId}`)) continue;
          // The award tonight's lock would create, shown before it exists.
          const earned = newAward(participant, level, '', '');
          rows.push({
            ...row(earned, teams.get(participant.teamId), participant, participant),
            State: 'earned',
            threshold: level.thresholdPerUnitCents,
          });
        }
      }
    }
  }
  const counts = Object.fromEntries(wireStates.map((state) => [state, 0])) as Record<
    PrizeAwardStateWire,
    number
  >;
  for (const one of rows) counts[one.State] += 1;
  const shown = rows
    .filter((one) => query.State === undefined || one.State === query.State)
    .sort(
      (a, b) =>
        a.ClassName.localeCompare(b.ClassName) ||
        a.LastName.localeCompare(b.LastName) ||
        a.FirstName.localeCompare(b.FirstName) ||
        a.ParticipantId.localeCompare(b.ParticipantId) ||
        a.threshold - b.threshold,
    );
  return { Awards: shown.map(({ threshold: _threshold, ...wire }) => wire), Counts: counts };
}
