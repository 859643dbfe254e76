// Ready dependencies of signing up with Facebook: the attempt counters, the Graph API (its app
// secret from Secrets Manager), the accounts in the table and new ids. No Cognito, SES or SNS.
import { attemptWindows } from '../data/stores/attempt-windows';
import { socialAccounts } from '../data/stores/users';
import type { SocialAccounts } from '../domain/users/ports';
import type { SocialSignUpDeps } from '../domain/users/social-sign-up';
import { systemClock } from '../platform/clock';
import { facebookGraph } from '../platform/facebook-graph';
import { randomIds } from '../platform/ids';
import { powertoolsLogger } from '../platform/logger';

export const socialSignUpDeps: SocialSignUpDeps = {
  attempts: attemptWindows,
  clock: systemClock,
  logger: powertoolsLogger,
  facebook: facebookGraph,
  accounts: socialAccounts satisfies SocialAccounts,
  ids: randomIds,
};
