// Brute-force protection: failed attempts per subject in a fixed 15-minute window. The counter
// lives in the table; expiry is checked in code (TTL deletion is lazy).
import { addFailure, countFailures } from '../../data/repositories/attempts-repository';
import { nowInSeconds } from '../../platform/clock';
import { TooManyRequestsError } from '../../platform/errors';

export const windowSeconds = 15 * 60;

type SubjectKind = 'account' | 'access-code' | 'client' | 'reset';

/**
 * One account, one access code or one inbox: 10 failures. A client address gets far more,
 * because a whole school (600 children mistyping codes on a Monday morning) often shares one
 * NAT address; it still stops a single machine from sweeping codes at speed.
 */
export const maxFailuresPerWindow: Record<SubjectKind, number> = {
  account: 10,
  'access-code': 10,
  reset: 10,
  client: 300,
};
export const tooManyAttempts = 'Too many attempts. Please wait 15 minutes and try again.';

export type AttemptSubject = `${SubjectKind}:${string}`;

const kindOf = (subject: AttemptSubject) => subject.slice(0, subject.indexOf(':')) as SubjectKind;

/** The start of the current window; the window's counter item expires when it ends. */
function currentWindow(): number {
  const nowSeconds = nowInSeconds();
  return nowSeconds - (nowSeconds % windowSeconds);
}

/** Throws 429 when any of the subjects has used up its failures in this window. */
export async function assertNotThrottled(subjects: readonly AttemptSubject[]) {
  const window = currentWindow();
  const counts = await Promise.all(subjects.map((subject) => countFailures(subject, window)));
  if (
    counts.some((count, index) => count >= maxFailuresPerWindow[kindOf(subjects[index] as AttemptSubject)])
  ) {
    throw new TooManyRequestsError(tooManyAttempts);
  }
}

export async function recordFailure(subjects: readonly AttemptSubject[]) {
  const window = currentWindow();
  await Promise.all(subjects.map((subject) => addFailure(subject, window, window + windowSeconds)));
}
