// Each class's progress toward a class challenge (pure, docs/prizes.md Class challenges): class
// (team) figures only, never a child's name or money. Participation counts the children with at
// least one pledge that still stands (countsTowardPrizes); donors are distinct donor emails among
// those pledges (the emails never leave here); raised is the class's credited money, the figure the
// event page's team totals show; per child divides it by the class's size, so classes of different
// sizes compare fairly.
import type { ClassProgressWire } from '@thon/shared/api/schemas/thon-prizes';
import { countsTowardPrizes } from '@thon/shared/prizes/prize-credit';
import type { ChallengeMetric } from '@thon/shared/prizes/challenge-targets';
import type { PledgeRecord } from '../../data/repositories/pledges-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { TeamRecord } from '../../data/repositories/teams-repository';

export interface ClassFigures {
  teamId: string;
  className: string;
  participants: number;
  participating: number;
  participationPercent: number;
  donors: number;
  raisedCents: number;
  perChildCents: number;
}

/** A share in whole percent, rounded down (0 of nobody). */
export const percentOf = (part: number, whole: number) => (whole <= 0 ? 0 : Math.floor((part * 100) / whole));

/** Every class's figures, by class name. */
export function classFigures(
  teams: readonly Pick<TeamRecord, 'teamId' | 'name'>[],
  participants: readonly Pick<ParticipantRecord, 'participantId' | 'teamId' | 'raisedCents'>[],
  pledges: readonly Pick<PledgeRecord, 'participantId' | 'teamId' | 'status' | 'donorEmail'>[],
): ClassFigures[] {
  const standing = pledges.filter((pledge) => countsTowardPrizes(pledge.status));
  return teams
    .map((team) => {
      const members = participants.filter((participant) => participant.teamId === team.teamId);
      const memberIds = new Set(members.map((member) => member.participantId));
      const classPledges = standing.filter((pledge) => memberIds.has(pledge.participantId));
      const participating = new Set(classPledges.map((pledge) => pledge.participantId)).size;
      const donors = new Set(classPledges.map((pledge) => pledge.donorEmail.trim().toLowerCase())).size;
      const raisedCents = members.reduce((sum, member) => sum + (member.raisedCents ?? 0), 0);
      return {
        teamId: team.teamId,
        className: team.name,
        participants: members.length,
        participating,
        participationPercent: percentOf(participating, members.length),
        donors,
        raisedCents,
        perChildCents: members.length === 0 ? 0 : Math.floor(raisedCents / members.length),
      };
    })
    .sort((a, b) => a.className.localeCompare(b.className));
}

const measured: Readonly<Record<ChallengeMetric, (figures: ClassFigures) => number>> = {
  participation: (figures) => figures.participationPercent,
  donors: (figures) => figures.donors,
  perChild: (figures) => figures.perChildCents,
  raised: (figures) => figures.raisedCents,
};

/** A class's progress toward one challenge: percent of the target (capped at 100) and whether met. */
export function classProgress(
  figures: ClassFigures,
  metric: ChallengeMetric,
  target: number,
): ClassProgressWire {
  const value = measured[metric](figures);
  return {
    TeamId: figures.teamId,
    ClassName: figures.className,
    Participants: figures.participants,
    Participating: figures.participating,
    ParticipationPercent: figures.participationPercent,
    Donors: figures.donors,
    RaisedCents: figures.raisedCents,
    PerChildCents: figures.perChildCents,
    Progress: Math.min(100, percentOf(value, target)),
    Met: value >= target,
  };
}
