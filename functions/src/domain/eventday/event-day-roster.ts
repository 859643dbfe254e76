// The counting page's roster (GetEventDayRoster signed in, OpenCountingCode with a volunteer's
// code): the runners who have a bib (a lap token: bibs are issued first, with IssueLapTokens), their
// laps, the Thon's cooldown and maximum, and the server's time the phone sets its clock by. Who
// counts is decided once (resolveCounter): a class teacher gets their classes' runners, a Thon
// worker or a code every runner. Hidden participants are listed: counting is not public, and a
// hidden child runs too. Two Queries at once: the event page (teams and participants) and the tallies.
import type { EventDayRoster, RosterRunner } from '@thon/shared/api/schemas/eventday';
import { defaultCooldownSeconds } from '@thon/shared/catalog/eventday-messages';
import type { EventRecord } from '../../data/repositories/events-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { TeamRecord } from '../../data/repositories/teams-repository';
import { eventStatusOnTheWire } from '../events/event-status-wire';
import type { EventPageReads } from '../events/ports';
import { maxUnitsOf } from '../events/teams-and-units';
import type { Clock } from '../ports/clock';
import { resolveCounter } from './counter';

/** The parts of a tally the roster shows. */
export interface RosterTally {
  readonly participantId: string;
  readonly lapToken: string;
  readonly laps: number;
  readonly overMax?: number | undefined;
}

export interface EventDayRosterDeps {
  counter: Parameters<typeof resolveCounter>[0];
  eventPage: EventPageReads;
  tallies: { listLapTallies(eventId: string): Promise<readonly RosterTally[]> };
  clock: Clock;
}

/** Each tallied runner still in the Thon (a participant moved away or removed is left out), in class order. */
export function rosterRunners(
  teams: readonly Pick<TeamRecord, 'teamId' | 'name'>[],
  participants: readonly Pick<ParticipantRecord, 'participantId' | 'teamId' | 'firstName' | 'lastName'>[],
  tallies: readonly RosterTally[],
  teamIds: ReadonlySet<string> | undefined,
): RosterRunner[] {
  const teamName = new Map(teams.map((team) => [team.teamId, team.name]));
  const byId = new Map(participants.map((participant) => [participant.participantId, participant]));
  const runners: RosterRunner[] = [];
  for (const tally of tallies) {
    const participant = byId.get(tally.participantId);
    if (!participant || (teamIds && !teamIds.has(participant.teamId))) continue;
    runners.push({
      ParticipantId: participant.participantId,
      FirstName: participant.firstName,
      LastInitial: participant.lastName.slice(0, 1).toUpperCase(),
      TeamId: participant.teamId,
      TeamName: teamName.get(participant.teamId) ?? '',
      LapToken: tally.lapToken,
      Laps: tally.laps,
      OverMax: tally.overMax ?? 0,
    });
  }
  return runners.sort(
    (a, b) =>
      a.TeamName.localeCompare(b.TeamName) ||
      a.FirstName.localeCompare(b.FirstName) ||
      a.LastInitial.localeCompare(b.LastInitial) ||
      a.ParticipantId.localeCompare(b.ParticipantId),
  );
}

export async function readEventDayRoster(
  deps: EventDayRosterDeps,
  input: Parameters<typeof resolveCounter>[1],
): Promise<EventDayRoster> {
  const resolved = await resolveCounter(deps.counter, input);
  const event: EventRecord = resolved.event;
  const [items, tallies] = await Promise.all([
    deps.eventPage.getEventPageItems(event.eventId),
    deps.tallies.listLapTallies(event.eventId),
  ]);
  const participantCount = event.participantCount ?? items.participant.length;
  return {
    EventId: event.eventId,
    EventCode: event.eventCode,
    EventName: event.name,
    Status: eventStatusOnTheWire[event.status],
    CooldownSeconds: event.lapCooldownSeconds ?? defaultCooldownSeconds,
    MaxUnits: maxUnitsOf(event.maxUnits, participantCount),
    TimeZone: event.timeZone,
    CountingUntil: resolved.codeExpiresAt ?? null,
    Counter: { Kind: resolved.counter.kind, Name: resolved.counter.name },
    Runners: rosterRunners(items.team, items.participant, tallies, resolved.teamIds),
    ServerTime: new Date(deps.clock.nowMs()).toISOString(),
  };
}
