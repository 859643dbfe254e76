// The repository operations the users area's use cases call (password reset, social sign-up).
// Record types are the data layer's stored values (types only); the DynamoDB implementations are
// in data/stores/users.ts, wired in composition/password-reset*.ts and composition/social-sign-up.ts.
import type { PasswordResetRecord } from '../../data/repositories/password-resets-repository';
import type {
  createUser,
  NewUser,
  ProviderAccount,
  UserRecord,
} from '../../data/repositories/users-repository';

export type { NewUser, PasswordResetRecord, ProviderAccount, UserRecord };

/** Finding an account by the email a reset is asked for. */
export interface AccountsByEmail {
  findUserIdByEmail(email: string): Promise<string | undefined>;
  getUser(userId: string): Promise<UserRecord | undefined>;
}

/**
 * Pending resets keyed by the hash of the emailed token. Storing one revokes the user's older
 * links; taking one removes it (exactly one of two concurrent takes gets it); restoring puts a
 * taken one back unless a newer link was sent meanwhile.
 */
export interface PasswordResetStore {
  storePasswordReset(reset: PasswordResetRecord): Promise<void>;
  takePasswordReset(tokenHash: string): Promise<PasswordResetRecord | undefined>;
  restorePasswordReset(reset: PasswordResetRecord): Promise<void>;
}

/** Ends every session of a user (so a token signed for one of them stops working). */
export interface SessionRevocation {
  deleteSessionsOfUser(userId: string): Promise<number>;
}

/** Accounts linked to a social provider; creating one claims its username, email and link at once. */
export interface SocialAccounts {
  findUserIdByProviderAccount(account: ProviderAccount): Promise<string | undefined>;
  getUser(userId: string): Promise<UserRecord | undefined>;
  createUser: typeof createUser;
}
