// Counts failed sign-in attempts per subject in fixed windows (one atomic ADD per failure).
import { thon } from '../thon-service';

/**
 * The failures of the window starting at `windowStart`. Its item expires when the window ends, so
 * the item of the current window has not expired yet: no expiry check is needed.
 */
export async function countFailures(subject: string, windowStart: number): Promise<number> {
  const { data } = await thon().entities.attemptWindow.get({ subject, windowStart }).go();
  return data?.failures ?? 0;
}

export async function addFailure(subject: string, windowStart: number, expiresAt: number): Promise<void> {
  await thon().entities.attemptWindow.upsert({ subject, windowStart, expiresAt }).add({ failures: 1 }).go();
}
