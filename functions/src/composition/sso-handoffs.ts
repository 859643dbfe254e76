// Ready dependencies of single sign-on between the two hosts: issuing a code needs only the codes'
// items, the time and the origins; exchanging one adds the attempt counters, the user and a new
// session (KMS). No Cognito, SES or SNS.
import { accountReads, ssoHandoffStore } from '../data/stores/auth';
import { attemptWindows } from '../data/stores/attempt-windows';
import type { SsoHandoffStore } from '../domain/auth/ports';
import type { CreateSsoHandoffDeps, ExchangeSsoHandoffDeps } from '../domain/auth/sso-handoff';
import { systemClock } from '../platform/clock';
import { powertoolsLogger } from '../platform/logger';
import { environmentSite } from '../platform/site';
import { issueSessionDeps } from './sessions';

const handoffs = ssoHandoffStore satisfies SsoHandoffStore;

export const createSsoHandoffDeps: CreateSsoHandoffDeps = {
  handoffs,
  clock: systemClock,
  site: environmentSite,
};

export const exchangeSsoHandoffDeps: ExchangeSsoHandoffDeps = {
  ...issueSessionDeps,
  attempts: attemptWindows,
  logger: powertoolsLogger,
  handoffs,
  accounts: accountReads,
  site: environmentSite,
};
