// Counts failed sign-in attempts per subject in fixed windows (one atomic ADD per failure).
import { thon } from '../thon-service';

export async function countFailures(
  subject: string,
  windowStart: number,
  nowSeconds: number,
): Promise<number> {
  const { data } = await thon().entities.attemptWindow.get({ subject, windowStart }).go();
  return data && data.expiresAt > nowSeconds ? data.failures : 0;
}

export async function addFailure(subject: string, windowStart: number, expiresAt: number): Promise<void> {
  await thon().entities.attemptWindow.upsert({ subject, windowStart, expiresAt }).add({ failures: 1 }).go();
}
