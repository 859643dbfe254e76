// Ready dependencies of the authorizer, which runs before every authenticated request: the KMS
// public key (never the signing call), the session and user items, the time and the log. Nothing
// else, so its bundle stays small and it starts fast.
import { sessionReads, userReads } from '../data/stores/auth';
import type { AuthorizeSessionDeps } from '../domain/auth/sessions';
import { systemClock } from '../platform/clock';
import { powertoolsLogger } from '../platform/logger';
import { kmsSessionVerifier } from '../platform/session-token';

export const authorizeSessionDeps: AuthorizeSessionDeps = {
  verifier: kmsSessionVerifier,
  sessions: sessionReads,
  accounts: userReads,
  clock: systemClock,
  logger: powertoolsLogger,
};
