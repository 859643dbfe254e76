// Brute-force and abuse protection: attempts per subject in a fixed 15-minute window. An attempt
// is reserved (one conditional UpdateItem: ADD 1 while below the limit) BEFORE its credential is
// checked, so concurrent guesses cannot all slip past a read-then-record check. A successful
// sign-in gives its reservation back: the limits count failures (and attempts still in flight),
// because a whole school signs in from one NAT address every morning. The counter lives in the
// table; expiry is in the key (a new window is a new item), TTL only cleans up.
import { tooManyAttempts } from '@thon/shared/catalog/messages';
import { TooManyAttempts } from '../errors';
import type { AttemptWindows } from '../ports/attempt-windows';
import type { Clock } from '../ports/clock';
import type { Logger } from '../ports/logger';

export const windowSeconds = 15 * 60;

type SubjectKind = 'account' | 'access-code' | 'client' | 'reset' | 'parent-link' | 'visit';

/**
 * One account, one access code, one inbox or one parent linking children by code: 10. A client
 * address gets far more, because a whole school (600 children mistyping codes on a Monday
 * morning) often shares one NAT address; it still stops a single machine from sweeping codes at
 * speed. Page visits (RecordVisit, every one counts) get 600 per address: a class of 30 opening
 * a few pages each, many times over, before a script filling the table is cut off.
 */
export const maxAttemptsPerWindow: Record<SubjectKind, number> = {
  account: 10,
  'access-code': 10,
  reset: 10,
  'parent-link': 10,
  client: 300,
  visit: 600,
};

export type AttemptSubject = `${SubjectKind}:${string}`;

const kindOf = (subject: AttemptSubject) => subject.slice(0, subject.indexOf(':')) as SubjectKind;
/** The attempts a subject may make per window, by its kind (before the colon). */
export const limitOf = (subject: AttemptSubject) => maxAttemptsPerWindow[kindOf(subject)];

/** The start of the window holding `nowSeconds`; the window's counter item expires when it ends. */
export function windowStart(nowSeconds: number): number {
  return nowSeconds - (nowSeconds % windowSeconds);
}

/** A reserved attempt; `release()` gives it back to every subject (call it on success only). */
export interface AttemptReservation {
  release(): Promise<void>;
}

/**
 * What reserving an attempt needs: the counters, the time (which window) and a log for a release
 * that failed (swallowed, so it would otherwise leave no trace).
 */
export interface AttemptLimitDeps {
  attempts: Pick<AttemptWindows, 'reserveAttemptSlot' | 'releaseAttemptSlot'>;
  clock: Pick<Clock, 'nowInSeconds'>;
  logger: Pick<Logger, 'warn'>;
}

async function releaseAll(
  { attempts, logger }: AttemptLimitDeps,
  subjects: readonly AttemptSubject[],
  window: number,
): Promise<void> {
  // Best effort: a lost release only counts one success as a failure, never the other way round.
  await Promise.all(
    subjects.map((subject) =>
      attempts
        .releaseAttemptSlot(subject, window)
        .catch((error: unknown) => logger.warn('Attempt release failed', { subject, error: String(error) })),
    ),
  );
}

/**
 * Reserves one attempt for every subject, or throws 429 when any of them has none left (the
 * others' reservations are given back, so a refused attempt costs nothing).
 */
export async function reserveAttempt(
  deps: AttemptLimitDeps,
  subjects: readonly AttemptSubject[],
  refusal = tooManyAttempts,
): Promise<AttemptReservation> {
  const { attempts, clock } = deps;
  const window = windowStart(clock.nowInSeconds());
  const expiresAt = window + windowSeconds;
  const results = await Promise.allSettled(
    subjects.map((subject) => attempts.reserveAttemptSlot(subject, window, expiresAt, limitOf(subject))),
  );
  const reserved = subjects.filter((_subject, index) => {
    const result = results[index];
    return result?.status === 'fulfilled' && result.value;
  });
  if (reserved.length < subjects.length) {
    await releaseAll(deps, reserved, window);
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    throw new TooManyAttempts(refusal);
  }
  return { release: () => releaseAll(deps, subjects, window) };
}
