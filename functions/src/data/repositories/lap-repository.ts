// The lap write (docs/event-day.md, "The write"). The common scan is ONE TransactWriteItems: the
// scan created only if absent (a resent scan writes nothing) and the tally's lap added under a
// condition that is exactly the lap rule's plain case (the runner's token, a cooldown since their
// last pass, below the maximum, and a teacher's class). Anything else (a duplicate, a late earlier
// scan, over-max, an undo) reads the tally, lets the rule decide and writes the outcome conditioned
// on the version it read, again on a race: many phones scan one runner within the same seconds.
import type { EntityItem } from 'electrodb';
import {
  decideLap,
  summaryOf,
  undoScan,
  type LapDecision,
  type LapTally,
  type OutcomeChange,
  type ScanOutcome,
  type Sighting,
} from '@thon/shared/eventday/lap-rules';
import type { lapScanEntity } from '../entities/lap-scan';
import type { lapTallyEntity } from '../entities/lap-tally';
import { thon } from '../thon-service';
import { backOff, writeNamed, type TransactionEntities } from './write-transaction';

export type LapTallyItem = EntityItem<typeof lapTallyEntity>;
export type LapScanItem = EntityItem<typeof lapScanEntity>;
export type LapCounter = { kind: 'user' | 'code'; id: string; name: string };

/**
 * Rounds of read-decide-write before giving up on a runner scanned by many phones at once: each
 * round at least one of them writes, and the plain cases write side by side.
 */
const maxRounds = 25;

export interface LapWrite {
  eventId: string;
  participantId: string;
  lapToken: string;
  scanId: string;
  /** The scan's time on the server's clock, ms since the epoch. */
  at: number;
  receivedAt: string;
  cooldownMs: number;
  maxUnits: number;
  counter: LapCounter;
  /** A class teacher's classes: a runner of another class is not theirs to count. */
  teamIds?: ReadonlySet<string>;
}

/** The tally's laps and over-max count after a write, for the answer. */
export interface TallyFigures {
  participantId: string;
  firstName: string;
  lastInitial: string;
  laps: number;
  overMax: number;
}

export type LapWriteOutcome =
  | { kind: 'written'; outcome: ScanOutcome; tally: TallyFigures }
  /** The scan was stored before: its stored result. */
  | { kind: 'stored'; scan: LapScanItem; tally: TallyFigures | undefined }
  | { kind: 'unknown-bib' }
  | { kind: 'not-your-class'; tally: TallyFigures }
  /** The participant's units are final: nothing written. */
  | { kind: 'locked' };

/** The bib a token names, or undefined (never issued, or revoked). */
export async function findLapTokenClaim(
  lapToken: string,
): Promise<{ eventId: string; participantId: string } | undefined> {
  const { data } = await thon().entities.lapTokenClaim.get({ lapToken }).go();
  return data ?? undefined;
}

/** A runner's tally as most recently read by DynamoDB (eventually consistent, half the cost). */
async function peekLapTally(eventId: string, participantId: string): Promise<LapTallyItem | undefined> {
  const { data } = await thon().entities.lapTally.get({ eventId, participantId }).go();
  return data ?? undefined;
}

/** A runner's tally, strongly consistent: the rule decides on what the last write left. */
export async function getLapTally(eventId: string, participantId: string): Promise<LapTallyItem | undefined> {
  const { data } = await thon().entities.lapTally.get({ eventId, participantId }).go({ consistent: true });
  return data ?? undefined;
}

export async function getLapScan(
  eventId: string,
  participantId: string,
  scanId: string,
): Promise<LapScanItem | undefined> {
  const { data } = await thon()
    .entities.lapScan.get({ eventId, participantId, scanId })
    .go({ consistent: true });
  return data ?? undefined;
}

function figuresOf(tally: LapTallyItem): TallyFigures {
  return {
    participantId: tally.participantId,
    firstName: tally.firstName,
    lastInitial: tally.lastInitial,
    laps: tally.laps,
    overMax: tally.overMax ?? 0,
  };
}

function ruleTallyOf(tally: LapTallyItem, maxUnits: number): LapTally {
  return {
    counted: tally.counted ?? [],
    seen: tally.seen ?? [],
    adjustment: tally.adjustment ?? 0,
    maxUnits,
  };
}

function newScan(entities: TransactionEntities, write: LapWrite, outcome: ScanOutcome) {
  return entities.lapScan
    .create({
      eventId: write.eventId,
      participantId: write.participantId,
      scanId: write.scanId,
      scannedAt: new Date(write.at).toISOString(),
      receivedAt: write.receivedAt,
      result: outcome.result,
      ...(outcome.duplicateOf !== null ? { duplicateOf: outcome.duplicateOf } : {}),
      countedBy: write.counter,
    })
    .commit();
}

/** Another scan's outcome moved (a late earlier scan, an undo): its item follows. */
function movedScan(
  entities: TransactionEntities,
  eventId: string,
  participantId: string,
  change: OutcomeChange,
) {
  const patch = entities.lapScan
    .patch({ eventId, participantId, scanId: change.scanId })
    .set({ result: change.outcome.result });
  return (
    change.outcome.duplicateOf === null
      ? patch.remove(['duplicateOf'])
      : patch.set({ duplicateOf: change.outcome.duplicateOf })
  ).commit();
}

/**
 * Laps stop once a participant's units are final (charged): checked in the lap's own transaction,
 * so no lap lands after the mark whatever the timing. A ConditionCheck adds no request.
 */
function runnerOpen(entities: TransactionEntities, eventId: string, participantId: string) {
  return entities.participant
    .check({ participantId })
    .where(
      (participant, { eq, notExists }) =>
        `${eq(participant.eventId, eventId)} AND (${notExists(participant.unitsFinal)} OR ${eq(participant.unitsFinal, false)})`,
    )
    .commit();
}

/** The tally's whole new state, conditioned on the version the rule decided on. */
function walkedTally(
  entities: TransactionEntities,
  stored: LapTallyItem,
  next: LapTally,
  cooldownMs: number,
  extra: { lastCountedBy?: LapCounter },
) {
  const summary = summaryOf(next, cooldownMs);
  const patch = entities.lapTally
    .patch({ eventId: stored.eventId, participantId: stored.participantId })
    .set({
      counted: [...next.counted],
      seen: [...next.seen],
      laps: summary.laps,
      overMax: summary.overMax,
      duplicates: summary.duplicates,
      version: stored.version + 1,
      ...extra,
      ...(summary.lastLapAt !== undefined ? { lastLapAt: summary.lastLapAt } : {}),
    });
  return (
    (summary.lastLapAt === undefined ? patch.remove(['lastLapAt']) : patch)
      // The team as read too: a class teacher's right to count was decided on it.
      .where(
        (item, { eq }) =>
          `${eq(item.version, stored.version)} AND ${eq(item.lapToken, stored.lapToken)} AND ${eq(item.teamId, stored.teamId)}`,
      )
      .commit()
  );
}

/**
 * The tally's write for a decision. The two plain cases (a lap a cooldown after the last pass, and
 * a duplicate of the last pass) add to the tally under conditions that keep the rule's answer true
 * (the last pass and the laps as read) instead of the whole version: many phones scanning one
 * runner within the same seconds then write side by side rather than retry in turn.
 */
function tallyWrite(
  entities: TransactionEntities,
  write: LapWrite,
  stored: LapTallyItem,
  decision: LapDecision,
) {
  const { eventId, participantId } = write;
  const sighting: Sighting = { at: write.at, scanId: write.scanId };
  const lastPass = stored.lastLapAt;
  const plainLap =
    decision.kind === 'counted' &&
    decision.changes.length === 0 &&
    (lastPass === undefined || write.at - lastPass >= write.cooldownMs);
  const plainDuplicate =
    decision.kind === 'duplicate' &&
    decision.changes.length === 0 &&
    lastPass !== undefined &&
    write.at >= lastPass;
  if (plainLap) {
    return entities.lapTally
      .patch({ eventId, participantId })
      .add({ laps: 1, version: 1 })
      .append({ counted: [sighting] })
      .set({ lastLapAt: write.at, lastCountedBy: write.counter })
      .where((item, { eq, lte, notExists }) =>
        [
          eq(item.lapToken, stored.lapToken),
          eq(item.laps, stored.laps),
          ...(write.teamIds ? [eq(item.teamId, stored.teamId)] : []),
          `(${notExists(item.lastLapAt)} OR ${lte(item.lastLapAt, write.at - write.cooldownMs)})`,
        ].join(' AND '),
      )
      .commit();
  }
  if (plainDuplicate) {
    return entities.lapTally
      .patch({ eventId, participantId })
      .add({ duplicates: 1, version: 1 })
      .append({ seen: [sighting] })
      .where((item, { eq }) =>
        [
          eq(item.lapToken, stored.lapToken),
          eq(item.laps, stored.laps),
          eq(item.lastLapAt, lastPass),
          ...(write.teamIds ? [eq(item.teamId, stored.teamId)] : []),
        ].join(' AND '),
      )
      .commit();
  }
  return walkedTally(
    entities,
    stored,
    decision.tally,
    write.cooldownMs,
    decision.outcome.result === 'counted' ? { lastCountedBy: write.counter } : {},
  );
}

async function storedScan(write: LapWrite): Promise<LapWriteOutcome> {
  const [scan, tally] = await Promise.all([
    getLapScan(write.eventId, write.participantId, write.scanId),
    getLapTally(write.eventId, write.participantId),
  ]);
  if (!scan) return { kind: 'unknown-bib' };
  return { kind: 'stored', scan, tally: tally ? figuresOf(tally) : undefined };
}

/**
 * Counts one lap scan: the tally read (eventually consistent first: the write's conditions catch a
 * stale read, and the answer needs the runner's laps anyway), the rule, then ONE transaction of the
 * scan (created only if absent), the tally and the participant's lock. Refused by a concurrent
 * write: read again, strongly consistent, and decide again.
 */
export async function recordLapScan(write: LapWrite): Promise<LapWriteOutcome> {
  for (let round = 0; round < maxRounds; round += 1) {
    const stored =
      round === 0
        ? await peekLapTally(write.eventId, write.participantId)
        : await getLapTally(write.eventId, write.participantId);
    // A bib revoked since this scan was stored still answers the stored result.
    if (stored?.lapToken !== write.lapToken) return storedScan(write);
    if (write.teamIds && !write.teamIds.has(stored.teamId))
      return { kind: 'not-your-class', tally: figuresOf(stored) };
    const decision = decideLap(
      ruleTallyOf(stored, write.maxUnits),
      { at: write.at, scanId: write.scanId },
      write.cooldownMs,
    );
    if (decision.kind === 'resent') return storedScan(write);
    const outcome = await writeNamed((entities) => ({
      scan: newScan(entities, write, decision.outcome),
      tally: tallyWrite(entities, write, stored, decision),
      runner: runnerOpen(entities, write.eventId, write.participantId),
      ...Object.fromEntries(
        decision.changes.map((change, index) => [
          `moved${index}`,
          movedScan(entities, write.eventId, write.participantId, change),
        ]),
      ),
    }));
    if (outcome.written) {
      const after = summaryOf(decision.tally, write.cooldownMs);
      return {
        kind: 'written',
        outcome: decision.outcome,
        tally: { ...figuresOf(stored), laps: after.laps, overMax: after.overMax },
      };
    }
    if (outcome.refused.has('scan')) return storedScan(write);
    if (outcome.refused.has('runner')) return { kind: 'locked' };
    await backOff(Math.min(round, 4));
  }
  throw new Error(`Lap ${write.scanId} still racing after ${maxRounds} rounds`);
}

export interface UndoWrite {
  eventId: string;
  participantId: string;
  scanId: string;
  cooldownMs: number;
  maxUnits: number;
  now: Date;
  /** How long after its arrival a scan may be undone. */
  windowMs: number;
  /** Who may undo it: its counter, or anyone (a Thon manager). */
  mayUndo: (scan: LapScanItem) => boolean;
}

export type UndoOutcome =
  | { kind: 'undone'; tally: TallyFigures | undefined }
  | { kind: 'not-found' }
  | { kind: 'too-late-to-undo'; tally: TallyFigures | undefined };

/** Takes a scan back: it becomes `undone` and the rule walks the runner's other scans again. */
export async function undoLapScan(undo: UndoWrite): Promise<UndoOutcome> {
  const { eventId, participantId, scanId } = undo;
  for (let round = 0; round < maxRounds; round += 1) {
    const [scan, stored] = await Promise.all([
      getLapScan(eventId, participantId, scanId),
      getLapTally(eventId, participantId),
    ]);
    if (!scan || !undo.mayUndo(scan) || scan.result === 'locked') return { kind: 'not-found' };
    const figures = stored ? figuresOf(stored) : undefined;
    if (scan.result === 'undone') return { kind: 'undone', tally: figures };
    if (undo.now.getTime() - Date.parse(scan.receivedAt) > undo.windowMs) {
      return { kind: 'too-late-to-undo', tally: figures };
    }
    const decision = stored
      ? undoScan(ruleTallyOf(stored, undo.maxUnits), scanId, undo.cooldownMs)
      : undefined;
    const outcome = await writeNamed((entities) => ({
      scan: entities.lapScan
        .patch({ eventId, participantId, scanId })
        .set({ result: 'undone', undoneAt: undo.now.toISOString() })
        .remove(['duplicateOf'])
        .where((item, { eq }) => eq(item.result, scan.result))
        .commit(),
      ...(stored && decision?.kind === 'undone'
        ? {
            tally: walkedTally(entities, stored, decision.tally, undo.cooldownMs, {}),
            ...Object.fromEntries(
              decision.changes.map((change, index) => [
                `moved${index}`,
                movedScan(entities, eventId, participantId, change),
              ]),
            ),
          }
        : {}),
    }));
    if (outcome.written) {
      if (!stored || decision?.kind !== 'undone') return { kind: 'undone', tally: figures };
      const after = summaryOf(decision.tally, undo.cooldownMs);
      return { kind: 'undone', tally: { ...figuresOf(stored), laps: after.laps, overMax: after.overMax } };
    }
    await backOff(Math.min(round, 4));
  }
  throw new Error(`Undo of ${scanId} still racing after ${maxRounds} rounds`);
}
