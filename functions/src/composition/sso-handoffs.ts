// Ready dependencies of exchanging a single-sign-on code: the attempt counters, the codes' items,
// the user, the origins and a new session (KMS). No Cognito, SES or SNS. Issuing a code is wired
// apart (composition/sso-handoff-codes.ts), without the signing key.
import { accountReads, ssoHandoffStore } from '../data/stores/auth';
import { attemptWindows } from '../data/stores/attempt-windows';
import type { SsoHandoffStore } from '../domain/auth/ports';
import type { ExchangeSsoHandoffDeps } from '../domain/auth/sso-handoff';
import { powertoolsLogger } from '../platform/logger';
import { environmentSite } from '../platform/site';
import { issueSessionDeps } from './sessions';

export const exchangeSsoHandoffDeps: ExchangeSsoHandoffDeps = {
  ...issueSessionDeps,
  attempts: attemptWindows,
  logger: powertoolsLogger,
  handoffs: ssoHandoffStore satisfies SsoHandoffStore,
  accounts: accountReads,
  site: environmentSite,
};
