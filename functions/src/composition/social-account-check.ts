// Ready dependencies of checking whether an email has a social account linked: the attempt
// counters and the accounts in the table. No Facebook Graph (nor its app secret): nothing is
// verified with Facebook here.
import { attemptWindows } from '../data/stores/attempt-windows';
import { socialAccounts } from '../data/stores/users';
import type { SocialAccounts } from '../domain/users/ports';
import type { SocialAccountCheckDeps } from '../domain/users/social-sign-up';
import { systemClock } from '../platform/clock';
import { powertoolsLogger } from '../platform/logger';

export const socialAccountCheckDeps: SocialAccountCheckDeps = {
  attempts: attemptWindows,
  clock: systemClock,
  logger: powertoolsLogger,
  accounts: socialAccounts satisfies SocialAccounts,
};
