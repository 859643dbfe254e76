// In-memory pending password resets (domain/users/ports.ts PasswordResetStore) with the DynamoDB
// store's rules: a user's latest link is the only one that works, taking removes the reset and the
// latest pointer together, restoring makes it the latest again only if no newer one was stored.
import type { PasswordResetRecord, PasswordResetStore } from '../../../src/domain/users/ports';

export class InMemoryPasswordResets implements PasswordResetStore {
  readonly resets = new Map<string, PasswordResetRecord>();
  /** userId → the token hash of the user's latest link. */
  readonly latest = new Map<string, string>();

  storePasswordReset = (reset: PasswordResetRecord) => {
    this.resets.set(reset.tokenHash, reset);
    this.latest.set(reset.userId, reset.tokenHash);
    return Promise.resolve();
  };

  takePasswordReset = (tokenHash: string) => {
    const reset = this.resets.get(tokenHash);
    if (!reset || this.latest.get(reset.userId) !== tokenHash) return Promise.resolve(undefined);
    this.resets.delete(tokenHash);
    this.latest.delete(reset.userId);
    return Promise.resolve(reset);
  };

  restorePasswordReset = (reset: PasswordResetRecord) => {
    if (!this.resets.has(reset.tokenHash)) this.resets.set(reset.tokenHash, reset);
    if (!this.latest.has(reset.userId)) this.latest.set(reset.userId, reset.tokenHash);
    return Promise.resolve();
  };
}
