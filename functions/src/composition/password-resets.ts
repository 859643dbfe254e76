// Ready dependencies of using a password-reset link: the pending resets, the account and the
// sessions in the table, Cognito's password setting only, the time and the logger. No SES.
import { accountsByEmail, passwordResetStore, sessionRevocation } from '../data/stores/users';
import type { ResetPasswordDeps } from '../domain/users/password-reset';
import type { AccountsByEmail, PasswordResetStore, SessionRevocation } from '../domain/users/ports';
import { systemClock } from '../platform/clock';
import { powertoolsLogger } from '../platform/logger';
import { cognitoPasswordReplacement } from '../platform/user-pool';

export const resetPasswordDeps: ResetPasswordDeps = {
  clock: systemClock,
  accounts: accountsByEmail satisfies AccountsByEmail,
  resets: passwordResetStore satisfies PasswordResetStore,
  userPool: cognitoPasswordReplacement,
  sessions: sessionRevocation satisfies SessionRevocation,
  logger: powertoolsLogger,
};
