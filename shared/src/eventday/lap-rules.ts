// The lap rule (docs/event-day.md "Counting"): which scans of one runner count as laps. Several
// phones scan the same runner as they pass, and an offline phone sends its scans minutes late, so
// the outcome must be a function of the SET of scans, never of the order they reach the server:
// otherwise who synced first would decide a child's laps (and what their pledges charge).
//
// The rule: walk the runner's live sightings in time order; a sighting at least one cooldown after
// the last lap is a lap (counted while the runner is below the Thon's maximum, else over-max), and
// a sighting within the cooldown of the last lap is its duplicate. Hence counted laps are always a
// cooldown apart, the earlier sighting wins (a late, earlier scan takes the count and the later one
// becomes its duplicate), and an undo re-walks the rest (a second phone's sighting of the same pass
// then counts: the runner did pass). That needs every live sighting, not only the counted ones, so
// the tally keeps the others in `seen`.

/** One scan of a runner: its time (ms since the epoch, on the server's clock) and the phone's id. */
export interface Sighting {
  readonly at: number;
  readonly scanId: string;
}

/** What the tally holds for the rule. Laps = adjustment + counted.length (0..maxUnits). */
export interface LapTally {
  /** The counted scans, in time order. */
  readonly counted: readonly Sighting[];
  /** The live scans that did not count: duplicates and over-max. */
  readonly seen: readonly Sighting[];
  /** The sum of the managers' corrections: later scans add to it. */
  readonly adjustment: number;
  readonly maxUnits: number;
}

export type ScanResult = 'counted' | 'duplicate' | 'over-max';

export interface ScanOutcome {
  readonly result: ScanResult;
  /** The scan a duplicate repeats (the last lap before it, within the cooldown). */
  readonly duplicateOf: string | null;
}

/** A scan whose outcome moved because another scan arrived or left. */
export interface OutcomeChange {
  readonly scanId: string;
  readonly outcome: ScanOutcome;
}

export type LapDecision =
  | {
      /** The scan is already in the tally: nothing changes, its outcome is answered again. */
      readonly kind: 'resent';
      readonly outcome: ScanOutcome;
      readonly tally: LapTally;
      readonly changes: readonly OutcomeChange[];
    }
  | {
      /**
       * counted: a new lap; replaces: it counts instead of a later counted scan within the cooldown,
       * which becomes its duplicate (laps unchanged); duplicate; over-max: a lap above the maximum.
       */
      readonly kind: 'counted' | 'replaces' | 'duplicate' | 'over-max';
      readonly outcome: ScanOutcome;
      /** For replaces: the counted scan that became this one's duplicate. */
      readonly replaced: string | null;
      readonly tally: LapTally;
      /** The other scans whose outcome moved (the replaced one among them). */
      readonly changes: readonly OutcomeChange[];
    };

export type UndoDecision =
  | { readonly kind: 'not-found' }
  | { readonly kind: 'undone'; readonly tally: LapTally; readonly changes: readonly OutcomeChange[] };

/** The runner's laps: the corrections plus the counted scans (an undo after a correction to 0 stops at 0). */
export function lapsOf(tally: Pick<LapTally, 'counted' | 'adjustment'>): number {
  return Math.max(0, tally.adjustment + tally.counted.length);
}

/**
 * When the runner last passed the line (their last counted or over-max scan), or undefined before
 * the first: the tally's `lastLapAt`. A scan a cooldown after it, with the runner below the
 * maximum, is a lap whatever else the tally holds, which is what lets the common scan be one
 * conditional write.
 */
export function lastLapAt(tally: LapTally, cooldownMs: number): number | undefined {
  return walkTally(sightingsOf(tally), tally, cooldownMs).lastLap?.at;
}

/** Time order; equal times by scan id, so ties too are decided by the set, not by arrival. */
function earlier(a: Sighting, b: Sighting): number {
  return a.at - b.at || (a.scanId < b.scanId ? -1 : a.scanId > b.scanId ? 1 : 0);
}

interface Walk {
  readonly lastLap: Sighting | undefined;
  /** Every lap the runner ran: counted and over-max. */
  readonly passes: number;
  readonly counted: Sighting[];
  readonly seen: Sighting[];
  readonly outcomes: Map<string, ScanOutcome>;
}

/** The rule over a set of sightings: one walk in time order. */
function walk(sightings: readonly Sighting[], cooldownMs: number, countable: number): Walk {
  const counted: Sighting[] = [];
  const seen: Sighting[] = [];
  const outcomes = new Map<string, ScanOutcome>();
  let lastLap: Sighting | undefined;
  let passes = 0;
  for (const sighting of [...sightings].sort(earlier)) {
    if (lastLap !== undefined && sighting.at - lastLap.at < cooldownMs) {
      seen.push(sighting);
      outcomes.set(sighting.scanId, { result: 'duplicate', duplicateOf: lastLap.scanId });
      continue;
    }
    // A lap above the maximum is still the runner passing: later sightings within its cooldown
    // are its duplicates, as for a counted lap.
    lastLap = sighting;
    passes += 1;
    if (counted.length < countable) {
      counted.push(sighting);
      outcomes.set(sighting.scanId, { result: 'counted', duplicateOf: null });
    } else {
      seen.push(sighting);
      outcomes.set(sighting.scanId, { result: 'over-max', duplicateOf: null });
    }
  }
  return { lastLap, passes, counted, seen, outcomes };
}

function walkTally(sightings: readonly Sighting[], tally: LapTally, cooldownMs: number): Walk {
  return walk(sightings, cooldownMs, Math.max(0, tally.maxUnits - tally.adjustment));
}

function sightingsOf(tally: LapTally): Sighting[] {
  return [...tally.counted, ...tally.seen];
}

function changesBetween(before: Walk, after: Walk, except: string | undefined): OutcomeChange[] {
  const changes: OutcomeChange[] = [];
  for (const [scanId, outcome] of after.outcomes) {
    if (scanId === except) continue;
    const previous = before.outcomes.get(scanId);
    if (previous?.result !== outcome.result || previous.duplicateOf !== outcome.duplicateOf) {
      changes.push({ scanId, outcome });
    }
  }
  return changes;
}

function tallyOf(tally: LapTally, walked: Walk): LapTally {
  return {
    counted: walked.counted,
    seen: walked.seen,
    adjustment: tally.adjustment,
    maxUnits: tally.maxUnits,
  };
}

/** The outcome of one scan arriving, and the tally after it. */
export function decideLap(tally: LapTally, scan: Sighting, cooldownMs: number): LapDecision {
  const sightings = sightingsOf(tally);
  const before = walkTally(sightings, tally, cooldownMs);
  const known = before.outcomes.get(scan.scanId);
  if (known !== undefined) return { kind: 'resent', outcome: known, tally, changes: [] };
  const after = walkTally([...sightings, scan], tally, cooldownMs);
  const outcome = after.outcomes.get(scan.scanId) ?? { result: 'duplicate', duplicateOf: null };
  const changes = changesBetween(before, after, scan.scanId);
  const replaced =
    outcome.result === 'counted'
      ? (changes.find(
          (change) =>
            change.outcome.duplicateOf === scan.scanId &&
            before.outcomes.get(change.scanId)?.result === 'counted',
        )?.scanId ?? null)
      : null;
  const kind = outcome.result === 'counted' && replaced !== null ? 'replaces' : outcome.result;
  return { kind, outcome, replaced, tally: tallyOf(tally, after), changes };
}

/** What the tally item stores besides the lists: its laps, last pass and the counts a runner's page shows. */
export function summaryOf(
  tally: LapTally,
  cooldownMs: number,
): { laps: number; lastLapAt: number | undefined; overMax: number; duplicates: number } {
  const walked = walkTally(sightingsOf(tally), tally, cooldownMs);
  let overMax = 0;
  for (const outcome of walked.outcomes.values()) if (outcome.result === 'over-max') overMax += 1;
  return {
    laps: lapsOf({ counted: walked.counted, adjustment: tally.adjustment }),
    lastLapAt: walked.lastLap?.at,
    overMax,
    duplicates: walked.seen.length - overMax,
  };
}

/**
 * A manager's correction to `laps`: kept as the difference from the laps the runner ran (counted
 * and over-max), so the walk keeps answering those laps and later scans add to them.
 */
export function correctLaps(tally: LapTally, laps: number, cooldownMs: number): LapTally {
  const sightings = sightingsOf(tally);
  const adjustment = laps - walkTally(sightings, tally, cooldownMs).passes;
  const corrected = { ...tally, adjustment };
  return tallyOf(corrected, walkTally(sightings, corrected, cooldownMs));
}

/** A scan taken back: it leaves the set and the rest is walked again. */
export function undoScan(tally: LapTally, scanId: string, cooldownMs: number): UndoDecision {
  const sightings = sightingsOf(tally);
  if (!sightings.some((sighting) => sighting.scanId === scanId)) return { kind: 'not-found' };
  const before = walkTally(sightings, tally, cooldownMs);
  const after = walkTally(
    sightings.filter((sighting) => sighting.scanId !== scanId),
    tally,
    cooldownMs,
  );
  return { kind: 'undone', tally: tallyOf(tally, after), changes: changesBetween(before, after, scanId) };
}
