// In-memory suppressed addresses (domain/sharing/ports.ts SuppressionStore): the first reason stays.
import type { SuppressionReason } from '../../../src/data/entities/share-suppression';
import type { SuppressionStore } from '../../../src/domain/sharing/ports';

export class InMemorySuppressions implements SuppressionStore {
  readonly reasons = new Map<string, SuppressionReason>();

  suppressEmail = (email: string, reason: SuppressionReason) => {
    if (!this.reasons.has(email)) this.reasons.set(email, reason);
    return Promise.resolve();
  };

  suppressedAmong = (emails: readonly string[]) =>
    Promise.resolve(
      new Map(
        emails.flatMap((email) => {
          const reason = this.reasons.get(email);
          return reason ? [[email, reason] as const] : [];
        }),
      ),
    );
}
