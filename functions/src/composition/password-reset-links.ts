// Ready dependencies of emailing a password-reset link: the attempt counters, the account and the
// pending resets in the table, the time, the logger, SES and the web origin. No Cognito: only
// using the link (composition/password-resets.ts) sets a password.
import { attemptWindows } from '../data/stores/attempt-windows';
import { accountsByEmail, passwordResetStore } from '../data/stores/users';
import type { AttemptWindows } from '../domain/ports/attempt-windows';
import type { SendResetLinkDeps } from '../domain/users/password-reset';
import type { AccountsByEmail, PasswordResetStore } from '../domain/users/ports';
import { systemClock } from '../platform/clock';
import { sesMailer } from '../platform/email';
import { powertoolsLogger } from '../platform/logger';
import { environmentSite } from '../platform/site';

export const sendResetLinkDeps: SendResetLinkDeps = {
  attempts: attemptWindows satisfies AttemptWindows,
  clock: systemClock,
  logger: powertoolsLogger,
  accounts: accountsByEmail satisfies AccountsByEmail,
  resets: passwordResetStore satisfies PasswordResetStore,
  mailer: sesMailer,
  site: environmentSite,
};
