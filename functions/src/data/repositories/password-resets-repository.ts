// Pending password resets, keyed by the hash of the emailed token. Taking one removes it with a
// condition, so of two uses at the same moment exactly one gets it.
import type { EntityItem } from 'electrodb';
import type { passwordResetEntity } from '../entities/password-reset';
import { thon } from '../thon-service';
import { isConditionFailure, unlessConditionFails } from './write-transaction';

export type PasswordResetRecord = EntityItem<typeof passwordResetEntity>;

export async function storePasswordReset(reset: PasswordResetRecord): Promise<void> {
  await thon().entities.passwordReset.create(reset).go();
}

/** Removes the reset and answers it, or undefined when there is none (unknown or already used). */
export async function takePasswordReset(tokenHash: string): Promise<PasswordResetRecord | undefined> {
  try {
    const { data } = await thon().entities.passwordReset.remove({ tokenHash }).go({ response: 'all_old' });
    return data ?? undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Puts a taken reset back (the new password was refused), unless it is somehow there again. */
export async function restorePasswordReset(reset: PasswordResetRecord): Promise<void> {
  await unlessConditionFails(thon().entities.passwordReset.create(reset).go());
}
