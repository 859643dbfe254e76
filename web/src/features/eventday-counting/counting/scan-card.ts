// What the counting page shows of the last scan (docs/event-day.md, "The counting page"): guessed
// on the phone the moment a bib is read (the cached roster names the runner; this phone's own
// counted scans within the cooldown make a duplicate), then replaced by the server's result when
// the batch is answered (another phone may have seen the runner first).
import type { EventDayRoster, LapResult, LapResultKind, RosterRunner } from '../offline/counting-store';

/** 'waiting': the runner list is not on the phone yet, so the scan is kept without a guess. */
export type ScanOutcome = LapResultKind | 'waiting';

export interface ScanCard {
  scanId: string;
  outcome: ScanOutcome;
  runner: Pick<RosterRunner, 'ParticipantId' | 'FirstName' | 'LastInitial' | 'TeamName'> | undefined;
  /** The runner's laps (after this scan), when known. */
  laps: number | undefined;
  /** True once the server answered; false for the phone's own guess. */
  confirmed: boolean;
  /** When the scan was made (phone ms): the Undo button's 30 seconds start here. */
  at: number;
}

/** What this phone knows beyond the roster: laps it counted or was told of, and when it counted. */
export interface LocalLaps {
  laps: ReadonlyMap<string, number>;
  lastCountedAt: ReadonlyMap<string, number>;
}

export const noLocalLaps: LocalLaps = { laps: new Map(), lastCountedAt: new Map() };

export function knownLaps(runner: RosterRunner, local: LocalLaps): number {
  return local.laps.get(runner.ParticipantId) ?? runner.Laps;
}

/** The phone's guess for a scan of `token` at `at` (phone ms, server-corrected). */
export function guessScan(
  roster: EventDayRoster | undefined,
  local: LocalLaps,
  scan: { scanId: string; token: string; at: number },
): ScanCard {
  const base = { scanId: scan.scanId, confirmed: false, at: scan.at };
  if (!roster) return { ...base, outcome: 'waiting', runner: undefined, laps: undefined };
  const runner = roster.Runners.find((candidate) => candidate.LapToken === scan.token);
  if (!runner) return { ...base, outcome: 'unknown-bib', runner: undefined, laps: undefined };
  const laps = knownLaps(runner, local);
  const last = local.lastCountedAt.get(runner.ParticipantId);
  if (last !== undefined && scan.at - last < roster.CooldownSeconds * 1000) {
    return { ...base, outcome: 'duplicate', runner, laps };
  }
  if (laps >= roster.MaxUnits) return { ...base, outcome: 'over-max', runner, laps };
  return { ...base, outcome: 'counted', runner, laps: laps + 1 };
}

/** The card once the server answered `result` (the roster still names the class). */
export function confirmScan(card: ScanCard, result: LapResult, roster: EventDayRoster | undefined): ScanCard {
  const listed = roster?.Runners.find((runner) => runner.ParticipantId === result.ParticipantId);
  const runner =
    listed ??
    (result.ParticipantId && result.FirstName !== null
      ? {
          ParticipantId: result.ParticipantId,
          FirstName: result.FirstName,
          LastInitial: result.LastInitial ?? '',
          TeamName: '',
        }
      : card.runner);
  return { ...card, outcome: result.Result, runner, laps: result.Laps ?? card.laps, confirmed: true };
}

/** The phone's knowledge after a guess it queued. */
export function afterGuess(local: LocalLaps, card: ScanCard): LocalLaps {
  if (card.outcome !== 'counted' || !card.runner || card.laps === undefined) return local;
  const id = card.runner.ParticipantId;
  return {
    laps: new Map(local.laps).set(id, card.laps),
    lastCountedAt: new Map(local.lastCountedAt).set(id, card.at),
  };
}

/** The phone's knowledge after the server's results: its laps are the truth. */
export function afterResults(local: LocalLaps, results: readonly LapResult[]): LocalLaps {
  const laps = new Map(local.laps);
  for (const result of results) {
    if (result.ParticipantId !== null && result.Laps !== null) laps.set(result.ParticipantId, result.Laps);
  }
  return { ...local, laps };
}

/** The phone's knowledge after it undid a counted lap. */
export function afterUndo(local: LocalLaps, card: ScanCard): LocalLaps {
  if (!card.runner || card.laps === undefined) return local;
  const id = card.runner.ParticipantId;
  const lastCountedAt = new Map(local.lastCountedAt);
  if (lastCountedAt.get(id) === card.at) lastCountedAt.delete(id);
  return { laps: new Map(local.laps).set(id, Math.max(0, card.laps - 1)), lastCountedAt };
}

/** Runners whose first name, last initial or class starts a word with `query` (count by name). */
export function searchRunners(roster: EventDayRoster | undefined, query: string, limit = 8): RosterRunner[] {
  const words = query.trim().toLowerCase().split(/\s+/u).filter(Boolean);
  if (!roster || words.length === 0) return [];
  return roster.Runners.filter((runner) => {
    const text = `${runner.FirstName} ${runner.LastInitial} ${runner.TeamName}`.toLowerCase();
    const runnerWords = text.split(/\s+/u);
    return words.every((word) => runnerWords.some((candidate) => candidate.startsWith(word)));
  }).slice(0, limit);
}
