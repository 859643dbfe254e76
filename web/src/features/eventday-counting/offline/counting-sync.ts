// Sends the phone's queued scans (docs/event-day.md, "Offline"): oldest first, at most 50 a
// request, one request at a time, whenever the phone is online. An op leaves the queue only when
// its result comes back: a lost answer sends it again, and the server answers a resent scan with
// the result it stored, so a lap is counted once however often it is sent.
import { retryDelayMs } from './retry-delay';
import type { CountingStore, EventDayRoster, LapOp, LapResult, RecordLapsAnswer } from './counting-store';

/** RecordLaps' batch limit. */
export const batchSize = 50;
/** The roster (laps counted by other phones, a new runner) is read again at most this often. */
export const rosterRefreshMs = 30_000;

/** What the page shows of the sync. */
export interface SyncState {
  /** The browser says online and the last request reached the server. */
  online: boolean;
  /** Ops in the queue. */
  waiting: number;
  /** When the last batch was answered (phone time, ms). */
  lastSyncAt: number | undefined;
  /**
   * Why the queue is not being sent: a 401 (the counting code expired, was revoked, or the
   * session ended: the page asks for a new one; sending resumes when a code is saved or on
   * `retry`), another refusal of the whole batch, or the last network failure.
   */
  lastError: SyncError | undefined;
  /** The latest roster: the server's when it could be read, else the one kept on the phone. */
  roster: EventDayRoster | undefined;
}

export interface SyncError {
  /** 0 when no answer arrived. */
  status: number;
  message: string;
  /** True when sending waits for the page (a new code, a sign-in) rather than a timer. */
  stopped: boolean;
}

export type SendLaps = (ops: LapOp[]) => Promise<RecordLapsAnswer>;
export type LoadRoster = () => Promise<EventDayRoster>;

/** Runs `run` after `ms`; returns a cancel. Tests pass a scheduler they drive themselves. */
export type Schedule = (run: () => void, ms: number) => () => void;

export interface ConnectivitySource {
  isOnline(): boolean;
  /** Calls `listener` on the browser's online and offline events; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface SyncOptions {
  loadRoster?: LoadRoster;
  schedule?: Schedule;
  now?: () => number;
  connectivity?: ConnectivitySource;
  random?: () => number;
}

export const browserConnectivity: ConnectivitySource = {
  isOnline: () => navigator.onLine,
  subscribe(listener) {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
};

const timerSchedule: Schedule = (run, ms) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

/** The HTTP status of a failed call: ApiError's, or 0 for a network failure or anything else. */
function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 0;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export class CountingSync {
  private state: SyncState;
  private readonly stateListeners = new Set<(state: SyncState) => void>();
  private readonly resultListeners = new Set<(results: LapResult[]) => void>();
  private readonly schedule: Schedule;
  private readonly now: () => number;
  private readonly connectivity: ConnectivitySource;
  private readonly random: () => number;
  private readonly unsubscribes: (() => void)[] = [];
  private sending = false;
  private again = false;
  private failures = 0;
  private cancelRetry: (() => void) | undefined;
  private cancelRosterTimer: (() => void) | undefined;
  private lastRosterAt: number | undefined;
  private reachable = true;
  private stopped = false;

  constructor(
    private readonly store: CountingStore,
    private readonly send: SendLaps,
    private readonly options: SyncOptions = {},
  ) {
    this.schedule = options.schedule ?? timerSchedule;
    this.now = options.now ?? Date.now;
    this.connectivity = options.connectivity ?? browserConnectivity;
    this.random = options.random ?? Math.random;
    this.state = {
      online: this.connectivity.isOnline(),
      waiting: 0,
      lastSyncAt: undefined,
      lastError: undefined,
      roster: undefined,
    };
  }

  getState(): SyncState {
    return this.state;
  }

  onState(listener: (state: SyncState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Calls `listener` with the results of each answered batch; returns the unsubscribe. */
  onResults(listener: (results: LapResult[]) => void): () => void {
    this.resultListeners.add(listener);
    return () => this.resultListeners.delete(listener);
  }

  /** Reads what the phone kept, then sends the queue and refreshes the roster when online. */
  async start(): Promise<void> {
    this.unsubscribes.push(
      this.store.subscribe((change) => {
        if (change === 'queue') void this.countWaiting();
        // A new code (the volunteer scanned a fresh one) lifts a 401's stop.
        if (change === 'code') this.retry();
        if (change === 'queue') this.kick();
      }),
      this.connectivity.subscribe(() => this.connectivityChanged()),
    );
    const roster = await this.store.getRoster();
    if (roster && !this.state.roster) this.update({ roster });
    await this.countWaiting();
    this.kick();
    void this.refreshRoster();
  }

  stop(): void {
    this.stopped = true;
    for (const unsubscribe of this.unsubscribes.splice(0)) unsubscribe();
    this.cancelRetry?.();
    this.cancelRosterTimer?.();
  }

  /** Sends now, lifting a stop (the page got a new code or the session is back). */
  retry(): void {
    this.failures = 0;
    this.cancelRetry?.();
    this.cancelRetry = undefined;
    if (this.state.lastError?.stopped) this.update({ lastError: undefined });
    this.kick();
    void this.refreshRoster(true);
  }

  /** Starts sending unless a send is running (which then looks at the queue again). */
  kick(): void {
    if (this.stopped) return;
    if (this.sending) {
      this.again = true;
      return;
    }
    void this.flush();
  }

  private connectivityChanged(): void {
    const online = this.connectivity.isOnline();
    // The browser's word that the network is back is worth trying at once.
    if (online) this.reachable = true;
    this.update({ online: online && this.reachable });
    if (online) this.retry();
  }

  private blocked(): boolean {
    return this.stopped || !this.connectivity.isOnline() || this.state.lastError?.stopped === true;
  }

  private async flush(): Promise<void> {
    this.sending = true;
    try {
      do {
        this.again = false;
        while (!this.blocked() && this.cancelRetry === undefined) {
          const ops = await this.store.pending(batchSize);
          if (ops.length === 0) break;
          if (!(await this.sendBatch(ops))) break;
        }
      } while (this.again && !this.blocked() && this.cancelRetry === undefined);
    } catch (error) {
      // The phone's database failed (closed under the page, storage full): try again later.
      if (!this.stopped) {
        this.update({ lastError: { status: 0, message: messageOf(error), stopped: false } });
        this.retryLater();
      }
    } finally {
      this.sending = false;
    }
  }

  /** Sends one batch; true when it was answered. */
  private async sendBatch(ops: LapOp[]): Promise<boolean> {
    const scanIds = ops.map((op) => op.ScanId);
    this.store.markSending(scanIds);
    const sentAt = this.now();
    let answer: RecordLapsAnswer;
    try {
      answer = await this.send(ops);
    } catch (error) {
      this.store.releaseSending(scanIds);
      this.failed(error);
      return false;
    }
    const receivedAt = this.now();
    const sent = new Set(scanIds);
    const results = answer.Results.filter((result) => sent.has(result.ScanId));
    const answered = results.map((result) => result.ScanId);
    await this.store.setServerTime(answer.ServerTime, sentAt, receivedAt);
    await this.store.markSent(answered);
    // An op the answer left out stays queued for the next batch.
    this.store.releaseSending(scanIds);
    if (answered.length === 0) {
      // An answer about none of the ops sent would have the phone send the same batch in a loop.
      this.update({
        lastError: { status: 0, message: 'The answer had no result for the scans sent.', stopped: false },
      });
      this.retryLater();
      return false;
    }
    // The page shows the server's word on each scan first (a duplicate another phone saw).
    for (const listener of this.resultListeners) listener(results);
    this.failures = 0;
    this.reachable = true;
    this.update({ online: this.connectivity.isOnline(), lastSyncAt: receivedAt, lastError: undefined });
    await this.countWaiting();
    return true;
  }

  private failed(error: unknown): void {
    const status = statusOf(error);
    const message = messageOf(error);
    if (status === 401) {
      // The code expired or was revoked, or the session ended: resending cannot help until the
      // page gets a new one. The queue is kept.
      this.update({ lastError: { status, message, stopped: true } });
      return;
    }
    if (status >= 400 && status < 500) {
      // A refusal of the whole batch (the Thon is gone, the input is refused): shown, kept, and
      // tried again on the next scan, a network change or `retry`, not on a timer.
      this.update({ lastError: { status, message, stopped: false } });
      return;
    }
    // No answer or a server error: the network or the server will come back.
    if (status === 0) this.reachable = false;
    this.update({
      online: this.connectivity.isOnline() && this.reachable,
      lastError: { status, message, stopped: false },
    });
    this.retryLater();
  }

  /** Sends again after the back-off's wait for one more failure. */
  private retryLater(): void {
    this.failures += 1;
    this.cancelRetry?.();
    this.cancelRetry = this.schedule(
      () => {
        this.cancelRetry = undefined;
        this.kick();
      },
      retryDelayMs(this.failures, this.random),
    );
  }

  /** Reads the roster again when online and the last read is 30 s old (or `force`: its timer, a retry). */
  private async refreshRoster(force = false): Promise<void> {
    const loadRoster = this.options.loadRoster;
    if (!loadRoster || this.blocked()) return;
    const at = this.now();
    if (!force && this.lastRosterAt !== undefined && at - this.lastRosterAt < rosterRefreshMs) return;
    this.lastRosterAt = at;
    this.cancelRosterTimer?.();
    this.cancelRosterTimer = this.schedule(() => void this.refreshRoster(true), rosterRefreshMs);
    try {
      const roster = await loadRoster();
      await this.store.setServerTime(roster.ServerTime, at, this.now());
      await this.store.saveRoster(roster);
      this.reachable = true;
      this.update({ roster, online: this.connectivity.isOnline() });
    } catch (error) {
      // The phone keeps counting with the roster it has; a 401 stops the sending as a batch would.
      if (statusOf(error) === 401)
        this.update({ lastError: { status: 401, message: messageOf(error), stopped: true } });
    }
  }

  private async countWaiting(): Promise<void> {
    const waiting = await this.store.waitingCount();
    if (waiting !== this.state.waiting) this.update({ waiting });
  }

  private update(change: Partial<SyncState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.stateListeners) listener(this.state);
  }
}
