// Attempt counters per subject and fixed window. A reservation is one conditional UpdateItem
// (ADD 1 only while below the limit), so concurrent attempts can never pass the limit together.
import { thon } from '../thon-service';
import { isConditionFailure, unlessConditionFails } from './write-transaction';

/**
 * The attempts of the window starting at `windowStart`. Its item expires when the window ends, so
 * the item of the current window has not expired yet: no expiry check is needed.
 */
export async function countAttempts(subject: string, windowStart: number): Promise<number> {
  const { data } = await thon().entities.attemptWindow.get({ subject, windowStart }).go();
  return data?.attempts ?? 0;
}

/** ADD 1 under the condition `attempts < max` (or no item yet); false when the limit is reached. */
export function reserveAttemptSlot(
  subject: string,
  windowStart: number,
  expiresAt: number,
  max: number,
): Promise<boolean> {
  return unlessConditionFails(
    thon()
      .entities.attemptWindow.upsert({ subject, windowStart, expiresAt })
      .add({ attempts: 1 })
      .where(({ attempts }, { notExists, lt }) => `${notExists(attempts)} OR ${lt(attempts, max)}`)
      .go(),
  );
}

/** Gives a reserved attempt back (ADD -1, never below 0). */
export async function releaseAttemptSlot(subject: string, windowStart: number): Promise<void> {
  try {
    await thon()
      .entities.attemptWindow.patch({ subject, windowStart })
      .add({ attempts: -1 })
      .where(({ attempts }, { gt }) => gt(attempts, 0))
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** An unconditional ADD 1 (a failure recorded after the fact, by the older check-then-record callers). */
export async function addAttempt(subject: string, windowStart: number, expiresAt: number): Promise<void> {
  await thon().entities.attemptWindow.upsert({ subject, windowStart, expiresAt }).add({ attempts: 1 }).go();
}
