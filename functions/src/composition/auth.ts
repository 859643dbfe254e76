// Ready dependencies of the sign-in use cases. Password sign-in is the only one here that needs
// Cognito, so it gets its own object: handlers that do not check passwords never bundle the pool.
import { accountReads } from '../data/stores/auth';
import { attemptWindows } from '../data/stores/attempt-windows';
import { signInStanding } from '../data/stores/sign-in-standing';
import type { AttemptLimitDeps } from '../domain/auth/attempt-limits';
import type { AccountReads } from '../domain/auth/ports';
import type { SignInStandingReads } from '../domain/auth/sign-in-standing';
import type { AttemptWindows } from '../domain/ports/attempt-windows';
import { systemClock } from '../platform/clock';
import { powertoolsLogger } from '../platform/logger';
import { cognitoPasswordCheck } from '../platform/user-pool';

/** Attempt limits: the counters in the table, the time and the log. */
export const attemptLimitDeps: AttemptLimitDeps = {
  attempts: attemptWindows satisfies AttemptWindows,
  clock: systemClock,
  logger: powertoolsLogger,
};

export const passwordLoginDeps = {
  ...attemptLimitDeps,
  accounts: accountReads satisfies AccountReads,
  userPool: cognitoPasswordCheck,
  standing: signInStanding satisfies SignInStandingReads,
};
