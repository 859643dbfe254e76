// ListRunnerLaps: one runner's scans, newest first, who counted each and what became of it (counted,
// a duplicate of which scan, over the maximum, undone, locked), with the tally's counts and the
// corrections' sum: what an organizer reads before correcting a count, and a teacher for their
// class. A runner outside the caller's classes answers like an unknown one.
import type { ListRunnerLapsResponse } from '@thon/shared/api/schemas/eventday';
import { runnerNotFound } from '@thon/shared/catalog/eventday-messages';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { TeamRecord } from '../../data/repositories/teams-repository';
import type { Caller } from '../caller';
import { NotFound } from '../errors';
import { resolveCounter } from './counter';
import { rosterRunners, type RosterTally } from './event-day-roster';

/** The parts of a stored scan the list shows. */
export interface RunnerScan {
  readonly scanId: string;
  readonly scannedAt: string;
  readonly receivedAt: string;
  readonly result: ListRunnerLapsResponse['Scans'][number]['Result'];
  readonly duplicateOf?: string | undefined;
  readonly countedBy: { readonly kind: 'user' | 'code'; readonly name: string };
}

export interface RunnerLapsDeps {
  counter: Parameters<typeof resolveCounter>[0];
  runners: {
    getParticipant(participantId: string): Promise<ParticipantRecord | undefined>;
    getTeam(eventId: string, teamId: string): Promise<TeamRecord | undefined>;
  };
  laps: {
    getLapTally(
      eventId: string,
      participantId: string,
    ): Promise<
      (RosterTally & { duplicates?: number | undefined; adjustment?: number | undefined }) | undefined
    >;
    /** Every scan of the runner (one Query of their partition). */
    listLapScans(eventId: string, participantId: string): Promise<readonly RunnerScan[]>;
  };
}

export async function listRunnerLaps(
  deps: RunnerLapsDeps,
  caller: Caller,
  request: { EventId: string; ParticipantId: string },
): Promise<ListRunnerLapsResponse> {
  const { event, teamIds } = await resolveCounter(deps.counter, { caller, eventId: request.EventId });
  const [participant, tally, scans] = await Promise.all([
    deps.runners.getParticipant(request.ParticipantId),
    deps.laps.getLapTally(event.eventId, request.ParticipantId),
    deps.laps.listLapScans(event.eventId, request.ParticipantId),
  ]);
  if (!participant || participant.eventId !== event.eventId || !tally) throw new NotFound(runnerNotFound);
  const team = await deps.runners.getTeam(event.eventId, participant.teamId);
  const [runner] = rosterRunners(team ? [team] : [], [participant], [tally], teamIds);
  if (!runner) throw new NotFound(runnerNotFound);
  return {
    Runner: { ...runner, Duplicates: tally.duplicates ?? 0, Adjustment: tally.adjustment ?? 0 },
    Scans: [...scans]
      .sort((a, b) => b.scannedAt.localeCompare(a.scannedAt) || b.scanId.localeCompare(a.scanId))
      .map((scan) => ({
        ScanId: scan.scanId,
        ScannedAt: scan.scannedAt,
        ReceivedAt: scan.receivedAt,
        Result: scan.result,
        CountedBy: { Kind: scan.countedBy.kind, Name: scan.countedBy.name },
        DuplicateOf: scan.duplicateOf ?? null,
      })),
  };
}
