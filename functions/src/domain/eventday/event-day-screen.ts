// The gym's screen (GetEventDayScreen, public and cached; docs/event-day.md "The screen"), pure:
// the Thon's totals, every class by laps and by participation, and the last laps counted, from the
// event page's items (event, teams, participants) and the Thon's lap tallies.
// Privacy, as on the event page: a runner is named by first name and last initial only, and only
// when donors may see them (not hidden, not awaiting approval) and the Thon still names children;
// everyone's laps and money count in the totals, which name no child. No child's money leaves here:
// the only money is the Thon's total.
import type { EventDayScreen } from '@thon/shared/api/schemas/eventday';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { TeamRecord } from '../../data/repositories/teams-repository';
import { shownToDonors } from '../participants/public-visibility';
import { eventStatusOnTheWire } from '../events/event-status-wire';
import { percentOf } from '../prizes/class-progress';

/** The last laps the screen shows. */
export const recentLapsShown = 8;

/** What the screen needs of a runner's lap tally. */
export interface ScreenTally {
  participantId: string;
  firstName: string;
  lastInitial: string;
  laps: number;
  /** The counted scans (ms since epoch): the latest is the runner's last lap. */
  counted?: readonly { at: number }[] | undefined;
  /** The runner's last pass (ms since epoch), counted or over the maximum: used without `counted`. */
  lastLapAt?: number | undefined;
}

/** When the runner's latest counted lap was scanned, if any. */
function lastCountedAt(tally: ScreenTally): number | undefined {
  if (!tally.counted) return tally.lastLapAt;
  return tally.counted.reduce<number | undefined>(
    (latest, scan) => Math.max(latest ?? scan.at, scan.at),
    undefined,
  );
}

export type ScreenParticipant = Pick<
  ParticipantRecord,
  'participantId' | 'teamId' | 'raisedCents' | 'hiddenFromPublic' | 'awaitingApproval'
>;

interface ScreenInput {
  event: Pick<EventRecord, 'name' | 'status'>;
  teams: readonly Pick<TeamRecord, 'teamId' | 'name'>[];
  participants: readonly ScreenParticipant[];
  tallies: readonly ScreenTally[];
  /** False once the Thon no longer names children (public-names.ts): no recent laps then. */
  namesListed: boolean;
  now: Date;
}

/**
 * The screen from its reads. A tally counts only for a participant of the Thon (a tally left by a
 * participant since removed counts nowhere), in the class the participant is in now.
 */
export function eventDayScreenOf(input: ScreenInput): EventDayScreen {
  const { event, teams, participants, now } = input;
  const byId = new Map(participants.map((participant) => [participant.participantId, participant]));
  const tallies = input.tallies.filter((tally) => byId.has(tally.participantId));
  const lapsOf = new Map(tallies.map((tally) => [tally.participantId, tally.laps]));
  const teamNames = new Map(teams.map((team) => [team.teamId, team.name]));

  const classes = teams
    .map((team) => {
      const members = participants.filter((participant) => participant.teamId === team.teamId);
      const laps = members.map((member) => lapsOf.get(member.participantId) ?? 0);
      const runners = laps.filter((count) => count > 0).length;
      return {
        TeamId: team.teamId,
        Name: team.name,
        Laps: laps.reduce((sum, count) => sum + count, 0),
        Runners: runners,
        Participants: members.length,
        ParticipationPercent: percentOf(runners, members.length),
      };
    })
    // A class nobody is in has nothing to show on a leaderboard.
    .filter((figures) => figures.Participants > 0)
    .sort(
      (a, b) =>
        b.Laps - a.Laps || b.ParticipationPercent - a.ParticipationPercent || a.Name.localeCompare(b.Name),
    );

  return {
    EventName: event.name,
    Status: eventStatusOnTheWire[event.status],
    TotalLaps: tallies.reduce((sum, tally) => sum + tally.laps, 0),
    Runners: tallies.filter((tally) => tally.laps > 0).length,
    Participants: participants.length,
    RaisedCents: participants.reduce((sum, participant) => sum + (participant.raisedCents ?? 0), 0),
    Classes: classes,
    RecentLaps: input.namesListed ? recentLaps(tallies, byId, teamNames) : [],
    GeneratedAt: now.toISOString(),
  };
}

/** Each named runner's latest counted lap, newest first; ties (same millisecond) by name. */
function recentLaps(
  tallies: readonly ScreenTally[],
  byId: ReadonlyMap<string, ScreenParticipant>,
  teamNames: ReadonlyMap<string, string>,
): EventDayScreen['RecentLaps'] {
  return tallies
    .flatMap((tally) => {
      const participant = byId.get(tally.participantId);
      if (!participant || !shownToDonors(participant)) return [];
      const at = lastCountedAt(tally);
      if (tally.laps <= 0 || at === undefined) return [];
      return [{ tally, at, teamName: teamNames.get(participant.teamId) ?? '' }];
    })
    .sort((a, b) => b.at - a.at || a.tally.firstName.localeCompare(b.tally.firstName))
    .slice(0, recentLapsShown)
    .map(({ tally, at, teamName }) => ({
      FirstName: tally.firstName,
      LastInitial: tally.lastInitial,
      TeamName: teamName,
      Lap: tally.laps,
      At: new Date(at).toISOString(),
    }));
}
