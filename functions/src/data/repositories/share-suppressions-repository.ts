// Addresses that get no more invitations or reminders.
import { batchGetAll } from './batch-get';
import type { SuppressionReason } from '../entities/share-suppression';
import { thon } from '../thon-service';

/** Suppresses the address (the first reason stays; a later one changes nothing that matters). */
export async function suppressEmail(email: string, reason: SuppressionReason): Promise<void> {
  await thon().entities.shareSuppression.put({ email, reason, createdAt: new Date().toISOString() }).go();
}

/** The suppressed addresses among these (lowercased), with their reasons; one BatchGet per 100. */
export async function suppressedAmong(emails: readonly string[]): Promise<Map<string, SuppressionReason>> {
  if (emails.length === 0) return new Map();
  const found = await batchGetAll(
    [...new Set(emails)].map((email) => ({ email })),
    (keys) => thon().entities.shareSuppression.get(keys).go(),
  );
  return new Map(found.map((item) => [item.email, item.reason]));
}
