// Brute-force protection: at most 10 failed attempts per subject (account, access code or client
// address) in a fixed 15-minute window. The counter lives in the table; expiry is checked in code.
import { addFailure, countFailures } from '../../data/repositories/attempts-repository';
import { TooManyRequestsError } from '../../platform/errors';

export const maxFailuresPerWindow = 10;
export const windowSeconds = 15 * 60;
export const tooManyAttempts = 'Too many attempts. Please wait 15 minutes and try again.';

export type AttemptSubject = `${'account' | 'access-code' | 'client' | 'reset'}:${string}`;

function currentWindow(nowSeconds: number): number {
  return nowSeconds - (nowSeconds % windowSeconds);
}

/** Throws 429 when any of the subjects has used up its failures in this window. */
export async function assertNotThrottled(
  subjects: readonly AttemptSubject[],
  nowSeconds = Math.floor(Date.now() / 1000),
) {
  const window = currentWindow(nowSeconds);
  const counts = await Promise.all(subjects.map((subject) => countFailures(subject, window, nowSeconds)));
  if (counts.some((count) => count >= maxFailuresPerWindow)) throw new TooManyRequestsError(tooManyAttempts);
}

export async function recordFailure(
  subjects: readonly AttemptSubject[],
  nowSeconds = Math.floor(Date.now() / 1000),
) {
  const window = currentWindow(nowSeconds);
  await Promise.all(subjects.map((subject) => addFailure(subject, window, window + windowSeconds)));
}
