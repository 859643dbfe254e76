// The counting page's state: each scan is guessed on the phone (scan-card.ts), signalled, queued
// for the sync, and its card replaced by the server's answer when it comes; Undo drops a lap still
// on the phone, or queues an undo of it once it was sent.
import { useCallback, useEffect, useRef, useState } from 'react';
import { tokenOfScan } from '@thon/shared/eventday/lap-token';
import type { CountingApi } from '../api/counting-api';
import type { SyncOptions } from '../offline/counting-sync';
import type { CountingStore, EventDayRoster, LapOp, LapResult } from '../offline/counting-store';
import { useCountingSync, type CountingSyncView } from '../offline/use-counting-sync';
import { playScanSignal } from '../feedback/scan-signal';
import {
  afterGuess,
  afterResults,
  afterUndo,
  confirmScan,
  guessScan,
  noLocalLaps,
  type LocalLaps,
  type ScanCard,
} from './scan-card';

/** How long the page offers Undo after a counted lap (the server allows 2 minutes: slack for a sync). */
export const undoWindowMs = 30_000;

export interface Counting {
  sync: CountingSyncView;
  roster: EventDayRoster | undefined;
  card: ScanCard | undefined;
  /** Whether Undo is offered for the card now. */
  canUndo: boolean;
  /** A scanner's or the camera's text, or a runner picked by name (their token and id). */
  scan(text: string, participantId?: string): Promise<void>;
  undo(): Promise<void>;
}

/** The roster kept on the phone with the laps the server just answered. */
function withLaps(roster: EventDayRoster, results: readonly LapResult[]): EventDayRoster {
  const laps = new Map(
    results.flatMap((result) =>
      result.ParticipantId !== null && result.Laps !== null
        ? [[result.ParticipantId, result.Laps] as const]
        : [],
    ),
  );
  return {
    ...roster,
    Runners: roster.Runners.map((runner) => {
      const counted = laps.get(runner.ParticipantId);
      return counted === undefined ? runner : { ...runner, Laps: counted };
    }),
  };
}

export function useCounting(
  store: CountingStore,
  api: CountingApi,
  options: Omit<SyncOptions, 'loadRoster'> = {},
  now: () => number = Date.now,
): Counting {
  const sync = useCountingSync(store, api.send, { ...options, loadRoster: api.loadRoster });
  const roster = sync.roster;
  const [card, setCard] = useState<ScanCard>();
  // Until when (page clock, ms) Undo is offered for the card.
  const [undoUntil, setUndoUntil] = useState<number>();
  const local = useRef<LocalLaps>(noLocalLaps);
  // Undos of laps being sent at the moment of the tap: queued once their lap is answered.
  const undoAfterSend = useRef(new Map<string, LapOp>());
  const latestRoster = useRef(roster);
  useEffect(() => {
    latestRoster.current = roster;
  });

  useEffect(
    () =>
      sync.onResults((results) => {
        local.current = afterResults(local.current, results);
        setCard((shown) => {
          const answer = shown && results.find((result) => result.ScanId === shown.scanId);
          if (!shown || !answer) return shown;
          // A lap answered after its undo was tapped: the undo's own answer will say more.
          if (answer.Op === 'lap' && shown.outcome === 'undone') return shown;
          const confirmed = confirmScan(shown, answer, latestRoster.current);
          if (confirmed.outcome !== shown.outcome) playScanSignal(confirmed.outcome);
          if (confirmed.outcome !== 'counted') setUndoUntil(undefined);
          return confirmed;
        });
        for (const result of results) {
          const undo = result.Op === 'lap' ? undoAfterSend.current.get(result.ScanId) : undefined;
          if (undo) {
            undoAfterSend.current.delete(result.ScanId);
            void store.enqueue(undo);
          }
        }
        // The kept roster's laps follow the answers: a cache the next roster load refreshes anyway,
        // so a store closed meanwhile (the page left) loses nothing by not taking them.
        store
          .getRoster()
          .then((kept) => (kept ? store.saveRoster(withLaps(kept, results)) : undefined))
          .catch(() => undefined);
      }),
    [sync, store],
  );

  // Undo closes 30 seconds after the lap.
  useEffect(() => {
    if (undoUntil === undefined) return undefined;
    const timer = setTimeout(() => setUndoUntil(undefined), Math.max(0, undoUntil - now()));
    return () => clearTimeout(timer);
  }, [undoUntil, now]);
  const canUndo = undoUntil !== undefined && now() < undoUntil && card?.outcome === 'counted';

  const scan = useCallback(
    async (text: string, participantId?: string) => {
      const token = tokenOfScan(text);
      if (token === undefined) {
        // Not a bib's code (another QR, a mistyped code): nothing the server could count.
        const unreadable: ScanCard = {
          scanId: '',
          outcome: 'unknown-bib',
          runner: undefined,
          laps: undefined,
          confirmed: true,
          at: now(),
        };
        setCard(unreadable);
        setUndoUntil(undefined);
        playScanSignal('unknown-bib');
        return;
      }
      const op = store.lapOp(token, participantId);
      const at = op.Op === 'lap' ? Date.parse(op.ScannedAt) : now();
      const guess = guessScan(latestRoster.current, local.current, { scanId: op.ScanId, token, at });
      local.current = afterGuess(local.current, guess);
      setCard(guess);
      setUndoUntil(guess.outcome === 'counted' ? now() + undoWindowMs : undefined);
      playScanSignal(guess.outcome);
      await store.enqueue(op);
    },
    [store, now],
  );

  const undo = useCallback(async () => {
    if (!canUndo || !card?.runner) return;
    setUndoUntil(undefined);
    local.current = afterUndo(local.current, card);
    const dropped = await store.remove(card.scanId);
    setCard({ ...card, outcome: 'undone', laps: Math.max(0, (card.laps ?? 1) - 1), confirmed: dropped });
    playScanSignal('undone');
    if (dropped) return;
    // Sent already: the server undoes the lap its ScanId names.
    const op: LapOp = { Op: 'undo', ScanId: card.scanId, ParticipantId: card.runner.ParticipantId };
    try {
      await store.enqueue(op);
    } catch {
      // The lap is in a request right now (the queue holds one op per ScanId).
      undoAfterSend.current.set(card.scanId, op);
    }
  }, [canUndo, card, store]);

  return { sync, roster, card, canUndo, scan, undo };
}
