// A phone's batch of laps and undos (docs/event-day.md, "Counting"). Only the caller's right to
// count fails the whole batch (resolveCounter: 404 for a Thon out of reach, 401 for a bad code);
// every operation then has its own result, in order, so a phone can drop exactly what was answered.
import type { z } from 'zod';
import type {
  LapOp,
  LapResult,
  RecordLapsResponse,
  recordLapsRequestSchema,
  recordLapsWithCodeRequestSchema,
} from '@thon/shared/api/schemas/eventday';
import { unitsOpenStatuses } from '@thon/shared/events/event-status';
import { businessMetrics } from '@thon/shared/observability/metric-catalog';
import { scopedCaller } from '../access/caller-scope';
import { canManageThon } from '../access/scope';
import type { Caller } from '../caller';
import { maxUnitsOf } from '../events/teams-and-units';
import type { BusinessMetrics } from '../ports/business-metrics';
import type { Clock } from '../ports/clock';
import { resolveCounter, type CounterDeps, type ResolvedCounter } from './counter';
import type { LapStore, LapWriteOutcome, UndoOutcome } from './lap-ports';

export interface RecordLapsDeps {
  counters: CounterDeps;
  laps: LapStore;
  clock: Clock;
  /** Laps counted (a scan written as counted now, never a stored one answered again). */
  metrics: BusinessMetrics;
}

/** The cooldown when the Thon has none of its own: the shortest plausible lap of a school track. */
export const defaultCooldownSeconds = 20;
/** How long after its arrival a scan may be undone: the page offers 30 s, the rest is a phone syncing. */
export const undoWindowMs = 2 * 60 * 1000;
/** Scans older than a day belong to no event day still being counted. */
const oldestScanMs = 24 * 60 * 60 * 1000;

type LapOpOf<K extends LapOp['Op']> = Extract<LapOp, { Op: K }>;

function result(op: LapOp, kind: LapResult['Result'], fields: Partial<LapResult> = {}): LapResult {
  return {
    ScanId: op.ScanId,
    Op: op.Op,
    Result: kind,
    ParticipantId: op.ParticipantId ?? null,
    FirstName: null,
    LastInitial: null,
    Laps: null,
    OverMax: null,
    DuplicateOf: null,
    ...fields,
  };
}

type Figures = {
  participantId: string;
  firstName: string;
  lastInitial: string;
  laps: number;
  overMax: number;
};

function runnerFields(figures: Figures | undefined): Partial<LapResult> {
  if (!figures) return {};
  return {
    ParticipantId: figures.participantId,
    FirstName: figures.firstName,
    LastInitial: figures.lastInitial,
    Laps: figures.laps,
    OverMax: figures.overMax,
  };
}

function lapResultOf(op: LapOpOf<'lap'>, outcome: LapWriteOutcome): LapResult {
  switch (outcome.kind) {
    case 'written':
      return result(op, outcome.outcome.result, {
        ...runnerFields(outcome.tally),
        DuplicateOf: outcome.outcome.duplicateOf,
      });
    case 'stored':
      return result(op, outcome.scan.result, {
        ...runnerFields(outcome.tally),
        DuplicateOf: outcome.scan.duplicateOf ?? null,
      });
    case 'not-your-class':
      // Another class's runner is not named to a teacher who may not count them.
      return result(op, 'not-your-class', { ParticipantId: outcome.tally.participantId });
    case 'unknown-bib':
      return result(op, 'unknown-bib');
    case 'locked':
      return result(op, 'locked');
  }
}

function undoResultOf(op: LapOpOf<'undo'>, outcome: UndoOutcome): LapResult {
  return outcome.kind === 'not-found'
    ? result(op, 'not-found')
    : result(op, outcome.kind, runnerFields(outcome.tally));
}

interface Batch {
  deps: RecordLapsDeps;
  resolved: ResolvedCounter;
  /** A Thon manager may undo anyone's scan; asked only when an undo names another counter's. */
  mayUndoAnyone: () => Promise<boolean>;
  nowMs: number;
  cooldownMs: number;
  maxUnits: number;
  /** Scans this batch wrote as counted laps (a phone's resent scan answers its stored result). */
  counted: number;
}

async function recordLap(batch: Batch, op: LapOpOf<'lap'>): Promise<LapResult> {
  const { event, counter, teamIds } = batch.resolved;
  // A phone's clock is corrected by the offset it learnt from ServerTime, yet network delay can
  // leave it ahead of ours: a scan cannot have happened after it arrived, so a future time is
  // clamped to the server's (else its lastLapAt would make the runner's next real lap a duplicate).
  const at = Math.min(Date.parse(op.ScannedAt), batch.nowMs);
  if (batch.nowMs - at > oldestScanMs) return result(op, 'locked');
  let participantId = op.ParticipantId;
  if (participantId === undefined) {
    const claim = await batch.deps.laps.findLapTokenClaim(op.LapToken);
    if (claim?.eventId !== event.eventId) return result(op, 'unknown-bib');
    participantId = claim.participantId;
  }
  // With ParticipantId given, the tally's own condition checks the token: no claim read.
  const outcome = await batch.deps.laps.recordLapScan({
    eventId: event.eventId,
    participantId,
    lapToken: op.LapToken,
    scanId: op.ScanId,
    at,
    receivedAt: new Date(batch.nowMs).toISOString(),
    cooldownMs: batch.cooldownMs,
    maxUnits: batch.maxUnits,
    counter,
    ...(teamIds ? { teamIds } : {}),
  });
  if (outcome.kind === 'written' && outcome.outcome.result === 'counted') batch.counted += 1;
  return lapResultOf(op, outcome);
}

async function undoLap(batch: Batch, op: LapOpOf<'undo'>): Promise<LapResult> {
  const { counter } = batch.resolved;
  const anyone = await batch.mayUndoAnyone();
  const outcome = await batch.deps.laps.undoLapScan({
    eventId: batch.resolved.event.eventId,
    participantId: op.ParticipantId,
    scanId: op.ScanId,
    cooldownMs: batch.cooldownMs,
    maxUnits: batch.maxUnits,
    now: new Date(batch.nowMs),
    windowMs: undoWindowMs,
    // Another counter's scan answers as unknown: counters do not take back each other's laps.
    mayUndo: (scan) => anyone || (scan.countedBy.kind === counter.kind && scan.countedBy.id === counter.id),
  });
  return undoResultOf(op, outcome);
}

async function recordOps(
  deps: RecordLapsDeps,
  resolved: ResolvedCounter,
  ops: readonly LapOp[],
  mayUndoAnyone: () => Promise<boolean>,
): Promise<RecordLapsResponse> {
  const { event } = resolved;
  const nowMs = deps.clock.nowMs();
  const serverTime = new Date(nowMs).toISOString();
  // Laps feed units: once a Thon's units are no longer open, nothing is written.
  if (!unitsOpenStatuses.includes(event.status)) {
    return { Results: ops.map((op) => result(op, 'locked')), ServerTime: serverTime };
  }
  const batch: Batch = {
    deps,
    resolved,
    mayUndoAnyone,
    nowMs,
    cooldownMs: (event.lapCooldownSeconds ?? defaultCooldownSeconds) * 1000,
    maxUnits: maxUnitsOf(event.maxUnits, event.participantCount ?? 0),
    counted: 0,
  };
  const results: LapResult[] = [];
  // In order: an undo may follow the lap it takes back in the same batch.
  for (const op of ops) results.push(op.Op === 'lap' ? await recordLap(batch, op) : await undoLap(batch, op));
  // Undos and a manager's corrections take laps back without being laps: only new laps count.
  if (batch.counted > 0) deps.metrics.count(businessMetrics.lapsCounted, { value: batch.counted });
  return { Results: results, ServerTime: serverTime };
}

/** Memoised: at most one scope read per batch, and none without an undo. */
function once(decide: () => Promise<boolean>): () => Promise<boolean> {
  let decided: Promise<boolean> | undefined;
  return () => (decided ??= decide());
}

/** A signed-in Thon worker's or class teacher's batch. */
export async function recordLaps(
  deps: RecordLapsDeps,
  caller: Caller,
  request: z.infer<typeof recordLapsRequestSchema>,
): Promise<RecordLapsResponse> {
  const resolved = await resolveCounter(deps.counters, { caller, eventId: request.EventId });
  const manager = once(async () =>
    canManageThon(await scopedCaller(deps.counters.callers, caller), resolved.event),
  );
  return recordOps(deps, resolved, request.Ops, manager);
}

/** A volunteer's batch with a counting code: they undo their own scans only. */
export async function recordLapsWithCode(
  deps: RecordLapsDeps,
  request: z.infer<typeof recordLapsWithCodeRequestSchema>,
): Promise<RecordLapsResponse> {
  const resolved = await resolveCounter(deps.counters, { eventCode: request.EventCode, code: request.Code });
  return recordOps(deps, resolved, request.Ops, () => Promise.resolve(false));
}
