// Attempt counters per subject and fixed window (sign-in attempts, invitation caps, contact
// messages, shares counted). A reservation is one conditional write in the adapter, so concurrent
// attempts never pass a limit together; the domain decides subjects, windows and limits.
export interface AttemptWindows {
  /** Counts one attempt unless `max` are counted already; false when the limit is reached. */
  reserveAttemptSlot(subject: string, windowStart: number, expiresAt: number, max: number): Promise<boolean>;
  /** Counts `count` at once unless the total would pass `max`; false when it would. */
  reserveAttemptSlots(
    subject: string,
    windowStart: number,
    expiresAt: number,
    max: number,
    count: number,
  ): Promise<boolean>;
  /** Gives one reserved attempt back, never below 0 (a sign-in that succeeded). */
  releaseAttemptSlot(subject: string, windowStart: number): Promise<void>;
  /** Gives `count` reserved attempts back. */
  releaseAttemptSlots(subject: string, windowStart: number, count: number): Promise<void>;
  /** Attempts counted in the window so far (0 when none). */
  attemptsInWindow(subject: string, windowStart: number): Promise<number>;
}
