// Pending password resets, keyed by the hash of the emailed token, and each user's latest one
// (latestPasswordReset): only the latest link of a user works. Taking a reset removes both in one
// transaction whose conditions say it exists and is still the latest, so of two uses at the same
// moment exactly one gets it, and a superseded link never does.
import type { EntityItem } from 'electrodb';
import type { passwordResetEntity } from '../entities/password-reset';
import { thon } from '../thon-service';
import { unlessConditionFails } from './write-transaction';

export type PasswordResetRecord = EntityItem<typeof passwordResetEntity>;

/** Stores the reset and makes it the user's latest: every older link of the user stops working. */
export async function storePasswordReset(reset: PasswordResetRecord): Promise<void> {
  const { userId, tokenHash, expiresAt } = reset;
  const result = await thon()
    .transaction.write(({ passwordReset, latestPasswordReset }) => [
      passwordReset.create(reset).commit(),
      latestPasswordReset.put({ userId, tokenHash, expiresAt }).commit(),
    ])
    .go();
  // The token is 256 random bits: its hash is never taken already.
  if (result.canceled) throw new Error('The password reset was not stored.');
}

/**
 * Removes the reset and answers it, or undefined when there is none (unknown, already used) or
 * a newer link (or a completed reset) has revoked it. Removing the latest pointer with it means
 * no other link of the user works after this one is used.
 */
export async function takePasswordReset(tokenHash: string): Promise<PasswordResetRecord | undefined> {
  const { data: reset } = await thon().entities.passwordReset.get({ tokenHash }).go();
  if (!reset) return undefined;
  const result = await thon()
    .transaction.write(({ passwordReset, latestPasswordReset }) => [
      passwordReset.remove({ tokenHash }).commit(),
      latestPasswordReset
        .remove({ userId: reset.userId })
        .where((attributes, { eq }) => eq(attributes.tokenHash, tokenHash))
        .commit(),
    ])
    .go();
  return result.canceled ? undefined : reset;
}

/**
 * Puts a taken reset back (the new password was refused, or the sessions could not be ended),
 * unless it is there again; it becomes the latest again only if no newer link was sent meanwhile.
 */
export async function restorePasswordReset(reset: PasswordResetRecord): Promise<void> {
  const { userId, tokenHash, expiresAt } = reset;
  await unlessConditionFails(thon().entities.passwordReset.create(reset).go());
  await unlessConditionFails(
    thon().entities.latestPasswordReset.create({ userId, tokenHash, expiresAt }).go(),
  );
}
