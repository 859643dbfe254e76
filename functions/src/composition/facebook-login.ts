// Ready dependencies of signing in with Facebook: the attempt counters, the Graph API (its app
// secret from Secrets Manager), the linked account in the table and a new session (KMS). No
// Cognito, SES or SNS.
import { attemptWindows } from '../data/stores/attempt-windows';
import { socialAccountReads } from '../data/stores/auth';
import type { FacebookLoginDeps } from '../domain/auth/facebook-login';
import type { SocialAccountReads } from '../domain/auth/ports';
import { facebookGraph } from '../platform/facebook-graph';
import { powertoolsLogger } from '../platform/logger';
import { issueSessionDeps } from './sessions';

export const facebookLoginDeps: FacebookLoginDeps = {
  ...issueSessionDeps,
  attempts: attemptWindows,
  logger: powertoolsLogger,
  facebook: facebookGraph,
  accounts: socialAccountReads satisfies SocialAccountReads,
};
