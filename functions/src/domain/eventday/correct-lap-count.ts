// CorrectLapCount (docs/event-day.md, Corrections): a Thon manager sets a runner's laps (a torn bib,
// a phone lost with its queue) to a number from 0 to the Thon's maximum, with a reason. The
// correction is kept as the difference from the laps the runner ran (`adjustment`), so scans that
// come later add to it; the tally, its audit entry and the scans it moved land in one transaction
// conditioned on the tally's version (a lap counted meanwhile: read and decide again). The units are
// written at once (the organizer sees them move), through the same path as the units job.
import type { RosterRunner } from '@thon/shared/api/schemas/eventday';
import { unitsLocked } from '@thon/shared/api/schemas/events';
import { defaultCooldownSeconds, runnerNotFound } from '@thon/shared/catalog/eventday-messages';
import { changedAtTheSameTime, participantUnitsFinal, resultOutOfRange } from '@thon/shared/catalog/messages';
import { correctLaps, summaryOf, type LapTally } from '@thon/shared/eventday/lap-rules';
import { unitsOpenStatuses } from '@thon/shared/events/event-status';
import type { AuditEntryRecord } from '../../data/repositories/audit-log-repository';
import type { EventRecord } from '../../data/repositories/events-repository';
import type {
  CorrectedTally,
  CorrectionOutcome,
  MovedScan,
} from '../../data/repositories/lap-corrections-repository';
import type { LapTallyRecord } from '../../data/repositories/lap-units-repository';
import type { TeamRecord } from '../../data/repositories/teams-repository';
import { directCustomer } from '../access/scope';
import { auditEntryOf } from '../audit/audit-entry';
import type { Caller } from '../caller';
import { Conflict, NotFound, RuleBroken } from '../errors';
import { managedEvent } from '../events/managed-event';
import type { EventReads } from '../events/ports';
import { maxUnitsOf } from '../events/teams-and-units';
import { thonAuditActor } from '../events/thon-audit';
import type { ThonScopeReads } from '../access/caller-scope';
import type { Clock } from '../ports/clock';
import type { Ids } from '../ports/ids';
import { backOff } from '../back-off';
import { applyTallyNow } from './apply-lap-units';
import { rosterRunners } from './event-day-roster';
import type { LapUnitsDeps } from './lap-units-ports';

export interface CorrectLapCountDeps {
  events: EventReads;
  callers: ThonScopeReads;
  corrections: {
    /** Strongly consistent: the correction is decided on what the last lap left. */
    getLapTally(eventId: string, participantId: string): Promise<LapTallyRecord | undefined>;
    correctLapTally(
      read: Pick<LapTallyRecord, 'eventId' | 'participantId' | 'version' | 'lapToken'>,
      corrected: CorrectedTally,
      moved: readonly MovedScan[],
      audit: AuditEntryRecord,
      statuses: readonly EventRecord['status'][],
    ): Promise<CorrectionOutcome>;
    getTeam(eventId: string, teamId: string): Promise<TeamRecord | undefined>;
  };
  lapUnits: LapUnitsDeps;
  ids: Ids;
  clock: Clock;
}

/** Reads again after a lap lands between the read and the write; a runner is scanned every lap at most. */
const correctionRounds = 4;

function ruleTallyOf(tally: LapTallyRecord, maxUnits: number): LapTally {
  return {
    counted: tally.counted ?? [],
    seen: tally.seen ?? [],
    adjustment: tally.adjustment ?? 0,
    maxUnits,
  };
}

/** Scans whose outcome the correction moved between counted and over the maximum. */
function movedScans(before: LapTally, after: LapTally): MovedScan[] {
  const was = new Set(before.counted.map((scan) => scan.scanId));
  const is = new Set(after.counted.map((scan) => scan.scanId));
  return [
    ...after.counted
      .filter((scan) => !was.has(scan.scanId))
      .map((scan) => ({ scanId: scan.scanId, result: 'counted' as const })),
    ...before.counted
      .filter((scan) => !is.has(scan.scanId))
      .map((scan) => ({ scanId: scan.scanId, result: 'over-max' as const })),
  ];
}

export async function correctLapCount(
  deps: CorrectLapCountDeps,
  caller: Caller,
  request: { EventId: string; ParticipantId: string; Laps: number; Reason: string },
): Promise<RosterRunner> {
  const event = await managedEvent(deps, caller, request.EventId);
  if (!unitsOpenStatuses.includes(event.status)) throw new Conflict(unitsLocked);
  const participant = await deps.lapUnits.units.getParticipant(request.ParticipantId);
  if (participant?.eventId !== event.eventId) throw new NotFound(runnerNotFound);
  if (participant.unitsFinal === true) throw new Conflict(participantUnitsFinal);
  const participantCount =
    event.participantCount ?? (await deps.lapUnits.units.listParticipantsOfEvent(event.eventId)).length;
  const maxUnits = maxUnitsOf(event.maxUnits, participantCount);
  if (request.Laps > maxUnits) throw new RuleBroken(resultOutOfRange);
  const cooldownMs = (event.lapCooldownSeconds ?? defaultCooldownSeconds) * 1000;
  const actor = await thonAuditActor(deps.callers, caller);
  const franchiseId = event.franchiseId === directCustomer ? undefined : event.franchiseId;

  for (let round = 0; round < correctionRounds; round += 1) {
    const tally = await deps.corrections.getLapTally(event.eventId, participant.participantId);
    // No bib issued yet: there is no count to correct (RecordUnits still records this runner).
    if (!tally) throw new NotFound(runnerNotFound);
    const before = ruleTallyOf(tally, maxUnits);
    const after = correctLaps(before, request.Laps, cooldownMs);
    const summary = summaryOf(after, cooldownMs);
    const audit = auditEntryOf(
      {
        actor,
        action: 'lap-count-corrected',
        subject: { kind: 'participant', id: participant.participantId },
        ...(franchiseId ? { franchiseId } : {}),
        before: { eventId: event.eventId, laps: tally.laps, reason: null },
        after: { eventId: event.eventId, laps: summary.laps, reason: request.Reason },
      },
      { id: deps.ids.newId(), nowMs: deps.clock.nowMs() },
    );
    const outcome = await deps.corrections.correctLapTally(
      tally,
      {
        laps: summary.laps,
        adjustment: after.adjustment,
        counted: [...after.counted],
        seen: [...after.seen],
        overMax: summary.overMax,
        duplicates: summary.duplicates,
      },
      movedScans(before, after),
      audit,
      unitsOpenStatuses,
    );
    if (outcome === 'event-closed') throw new Conflict(unitsLocked);
    if (outcome === 'written') {
      await applyTallyNow(deps.lapUnits, event, { ...tally, laps: summary.laps }, maxUnits);
      const team = await deps.corrections.getTeam(event.eventId, participant.teamId);
      const [runner] = rosterRunners(
        team ? [team] : [],
        [participant],
        [{ ...tally, laps: summary.laps, overMax: summary.overMax }],
        undefined,
      );
      if (!runner) throw new NotFound(runnerNotFound);
      return runner;
    }
    await backOff(round);
  }
  throw new Conflict(changedAtTheSameTime);
}
