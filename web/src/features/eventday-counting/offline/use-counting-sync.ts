// The counting page's view of the sync engine: starts it for the page's store, and re-renders on
// each change of what the header shows (online, waiting, errors) and of the roster.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CountingSync,
  type LoadRoster,
  type SendLaps,
  type SyncOptions,
  type SyncState,
} from './counting-sync';
import type { CountingStore, LapResult } from './counting-store';

export interface CountingSyncView extends SyncState {
  /** Calls `listener` with each answered batch's results; returns the unsubscribe. */
  onResults(listener: (results: LapResult[]) => void): () => void;
  /** Sends now, lifting a stop (after a new code or a sign-in). */
  retry(): void;
}

const idle: SyncState = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  waiting: 0,
  lastSyncAt: undefined,
  lastError: undefined,
  roster: undefined,
};

/**
 * Runs the sync for `store` (undefined while it opens). `send` and `loadRoster` may change from
 * render to render (a session that arrives later): the engine always calls the latest.
 */
export function useCountingSync(
  store: CountingStore | undefined,
  send: SendLaps,
  options: Omit<SyncOptions, 'loadRoster'> & { loadRoster?: LoadRoster } = {},
): CountingSyncView {
  const [state, setState] = useState<SyncState>(idle);
  const engine = useRef<CountingSync | undefined>(undefined);
  const latest = useRef({ send, loadRoster: options.loadRoster });
  const pendingListeners = useRef(new Set<(results: LapResult[]) => void>());
  useEffect(() => {
    latest.current = { send, loadRoster: options.loadRoster };
  });

  const { schedule, now, connectivity, random } = options;
  useEffect(() => {
    if (!store) return undefined;
    const sync = new CountingSync(store, (ops) => latest.current.send(ops), {
      loadRoster: () => {
        const load = latest.current.loadRoster;
        return load ? load() : Promise.reject(new Error('No roster to load.'));
      },
      ...(schedule && { schedule }),
      ...(now && { now }),
      ...(connectivity && { connectivity }),
      ...(random && { random }),
    });
    engine.current = sync;
    const unsubscribeState = sync.onState(setState);
    const unsubscribeResults = sync.onResults((results) => {
      for (const listener of pendingListeners.current) listener(results);
    });
    void sync.start();
    return () => {
      unsubscribeState();
      unsubscribeResults();
      sync.stop();
      engine.current = undefined;
    };
  }, [store, schedule, now, connectivity, random]);

  const onResults = useCallback((listener: (results: LapResult[]) => void) => {
    pendingListeners.current.add(listener);
    return () => {
      pendingListeners.current.delete(listener);
    };
  }, []);
  const retry = useCallback(() => engine.current?.retry(), []);

  return { ...state, onResults, retry };
}
