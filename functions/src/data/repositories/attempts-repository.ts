// Attempt counters per subject and fixed window. A reservation is one conditional UpdateItem
// (ADD 1 only while below the limit), so concurrent attempts can never pass the limit together.
import { thon } from '../thon-service';
import { isConditionFailure, unlessConditionFails } from './write-transaction';

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

/**
 * ADD `count` under the condition that the total stays within `max` (or no item yet); false when
 * it would not. Daily invitation caps reserve a whole send at once.
 */
export function reserveAttemptSlots(
  subject: string,
  windowStart: number,
  expiresAt: number,
  max: number,
  count: number,
): Promise<boolean> {
  if (count > max) return Promise.resolve(false);
  return unlessConditionFails(
    thon()
      .entities.attemptWindow.upsert({ subject, windowStart, expiresAt })
      .add({ attempts: count })
      .where(({ attempts }, { notExists, lte }) => `${notExists(attempts)} OR ${lte(attempts, max - count)}`)
      .go(),
  );
}

/** Gives `count` reserved slots back (ADD -count). */
export async function releaseAttemptSlots(
  subject: string,
  windowStart: number,
  count: number,
): Promise<void> {
  if (count <= 0) return;
  await thon().entities.attemptWindow.patch({ subject, windowStart }).add({ attempts: -count }).go();
}

/** Attempts counted in the window so far (0 when none). */
export async function attemptsInWindow(subject: string, windowStart: number): Promise<number> {
  const { data } = await thon().entities.attemptWindow.get({ subject, windowStart }).go();
  return data?.attempts ?? 0;
}
