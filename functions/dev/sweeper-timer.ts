// Plays an EventBridge schedule locally (the pledge sweeper's, the share reminders'): runs its
// target every intervalMs (15 s by default, instead of AWS's 15 minutes or an hour, so a lost
// message is picked up and a reminder goes out while someone watches), one run at a time, and on
// demand for tests (runNow). A failed timed run is logged; runNow passes it on.
export interface SweeperTimerOptions {
  /** Named in the log when a timed run fails (the handler module); 'sweeper' when omitted. */
  name?: string;
  intervalMs: number;
  run(): Promise<unknown>;
  log?: (line: string) => void;
}

export interface SweeperTimer {
  /** Runs a sweep after any run in progress, and answers with its result. */
  runNow(): Promise<unknown>;
  stop(): Promise<void>;
}

export function startSweeperTimer(options: SweeperTimerOptions): SweeperTimer {
  let last: Promise<unknown> = Promise.resolve();
  const runNow = () => {
    const next = last.catch(() => undefined).then(() => options.run());
    last = next.catch(() => undefined);
    return next;
  };
  const timer = setInterval(() => {
    runNow().catch((error: unknown) =>
      options.log?.(
        `${options.name ?? 'sweeper'} failed: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }, options.intervalMs);
  // The timer alone does not keep a process (a test runner) alive.
  timer.unref();
  return {
    runNow,
    stop: async () => {
      clearInterval(timer);
      await last;
    },
  };
}
