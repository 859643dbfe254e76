// IssueLapTokens (docs/event-day.md): the bibs of a Thon's runners, or of one class, each runner's
// token issued the first time it is asked for (create-if-absent, so printing again prints the
// same tokens, and two workers printing at once issue one token per runner). A class teacher
// prints their classes only; children awaiting approval have no bib yet.
import type { IssueLapTokensResponse } from '@thon/shared/api/schemas/eventday';
import { noSuchEvent, notFound } from '@thon/shared/catalog/messages';
import type { LapTallyRecord } from '../../data/repositories/lap-tokens-repository';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import { canWorkOnThon, notFoundUnless } from '../access/scope';
import { thonInScope } from '../access/thon-scope';
import type { Caller } from '../caller';
import { Failed } from '../errors';
import { bibOf, byTeamThenFirstName, lastInitialOf, newLapToken } from './bib-runner';
import type { LapTokenDeps } from './lap-token-store';

/** Issues written at once: a school's 600 runners in rounds, without flooding the table. */
const issueConcurrency = 10;
/** Draws and retries per runner: a token collision (60 bits) or a concurrent issue's conflict. */
const issueAttempts = 6;

export async function issueLapTokens(
  deps: LapTokenDeps,
  caller: Caller,
  request: { EventId: string; TeamId?: string | undefined },
): Promise<IssueLapTokensResponse> {
  const { event, teamIds } = await printableThon(deps, caller, request.EventId);
  const [teams, participants, tallies] = await Promise.all([
    deps.store.listTeamsOfEvent(event.eventId),
    deps.store.listParticipantsOfEvent(event.eventId),
    deps.store.listLapTallies(event.eventId),
  ]);
  const reachable = teams.filter(
    (team) =>
      (teamIds === undefined || teamIds.has(team.teamId)) &&
      (request.TeamId === undefined || team.teamId === request.TeamId),
  );
  notFoundUnless(request.TeamId === undefined || reachable.length > 0, notFound);
  const teamNames = new Map(reachable.map((team) => [team.teamId, team.name]));
  const runners = participants.filter(
    (participant) => teamNames.has(participant.teamId) && participant.awaitingApproval !== true,
  );
  const stored = new Map(tallies.map((tally) => [tally.participantId, tally]));
  if (event.lapTokensIssuedAt === undefined && runners.length > 0) {
    await deps.store.markLapTokensIssued(event.eventId, new Date(deps.clock.nowMs()).toISOString());
  }
  const tokens = await inRounds(runners, (runner) =>
    tokenOf(deps, event.eventId, runner, stored.get(runner.participantId)),
  );
  const bibs = runners
    .map((runner, index) => bibOf(runner, teamNames.get(runner.teamId) ?? '', tokens[index] ?? ''))
    .sort(byTeamThenFirstName);
  return {
    EventId: event.eventId,
    EventName: event.name,
    EventCode: event.eventCode,
    Teams: reachable
      .map((team) => ({ TeamId: team.teamId, Name: team.name }))
      .sort((a, b) => a.Name.localeCompare(b.Name)),
    Bibs: bibs,
  };
}

/** The Thon if the caller may print its bibs; a teacher's classes in it (none: the unknown 404). */
async function printableThon(deps: LapTokenDeps, caller: Caller, eventId: string) {
  const event = await deps.store.getEvent(eventId);
  if (caller.role !== 'teacher') {
    return { event: await thonInScope(deps.callers, caller, event, canWorkOnThon), teamIds: undefined };
  }
  notFoundUnless(event !== undefined, noSuchEvent);
  const teams = await deps.store.listTeamsOfTeacher(caller.userId);
  const teamIds = new Set(teams.filter((team) => team.eventId === eventId).map((team) => team.teamId));
  notFoundUnless(teamIds.size > 0, noSuchEvent);
  return { event, teamIds };
}

async function inRounds<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += issueConcurrency) {
    results.push(...(await Promise.all(items.slice(start, start + issueConcurrency).map(work))));
  }
  return results;
}

/** The runner's token: the stored one (its tally refreshed if the class or name moved), or a new one. */
async function tokenOf(
  deps: LapTokenDeps,
  eventId: string,
  runner: ParticipantRecord,
  stored: LapTallyRecord | undefined,
): Promise<string> {
  if (stored) {
    await refreshIfMoved(deps, runner, stored);
    return stored.lapToken;
  }
  for (let attempt = 0; attempt < issueAttempts; attempt += 1) {
    const tally: LapTallyRecord = {
      eventId,
      participantId: runner.participantId,
      lapToken: newLapToken(deps.random),
      teamId: runner.teamId,
      firstName: runner.firstName,
      lastInitial: lastInitialOf(runner.lastName),
      laps: 0,
      counted: [],
      issuedAt: new Date(deps.clock.nowMs()).toISOString(),
      version: 0,
    };
    const outcome = await deps.store.issueLapToken(tally);
    if (outcome.written) return tally.lapToken;
    if (outcome.refused.has('tally')) {
      // Another request issued this runner's token first: print theirs.
      const theirs = await deps.store.getLapTally(eventId, runner.participantId);
      if (theirs) return theirs.lapToken;
    } else if (!outcome.refused.has('claim')) {
      // Cancelled for a concurrent transaction on the same items: wait, then try again.
      await deps.backOff(attempt);
    }
  }
  throw new Failed('The bibs could not be issued. Please try again.');
}

async function refreshIfMoved(deps: LapTokenDeps, runner: ParticipantRecord, stored: LapTallyRecord) {
  const lastInitial = lastInitialOf(runner.lastName);
  if (
    stored.teamId === runner.teamId &&
    stored.firstName === runner.firstName &&
    stored.lastInitial === lastInitial
  ) {
    return;
  }
  await deps.store.refreshLapTally({
    eventId: stored.eventId,
    participantId: stored.participantId,
    teamId: runner.teamId,
    firstName: runner.firstName,
    lastInitial,
    version: stored.version,
  });
}
