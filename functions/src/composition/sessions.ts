// Ready dependencies of issuing a session (every sign-in path): the session items, the KMS signing
// key, new ids and the time; and of access-code sign-in, which adds the attempt counters and the
// code's child and account. No Cognito: only password sign-in (composition/auth.ts) needs the pool.
import { accessCodeAccounts, sessionStore } from '../data/stores/auth';
import { attemptWindows } from '../data/stores/attempt-windows';
import { signInStanding } from '../data/stores/sign-in-standing';
import type { AccessCodeLoginDeps } from '../domain/auth/access-code-login';
import type { IssueSessionDeps } from '../domain/auth/issue-session';
import type { AccessCodeAccounts, SessionStore } from '../domain/auth/ports';
import type { SignInStandingReads } from '../domain/auth/sign-in-standing';
import { systemClock } from '../platform/clock';
import { randomIds } from '../platform/ids';
import { powertoolsLogger } from '../platform/logger';
import { kmsSessionSigner } from '../platform/session-token';

export const issueSessionDeps: IssueSessionDeps = {
  sessions: sessionStore satisfies SessionStore,
  standing: signInStanding satisfies SignInStandingReads,
  signer: kmsSessionSigner,
  ids: randomIds,
  clock: systemClock,
};

export const accessCodeLoginDeps: AccessCodeLoginDeps = {
  ...issueSessionDeps,
  attempts: attemptWindows,
  logger: powertoolsLogger,
  accounts: accessCodeAccounts satisfies AccessCodeAccounts,
};
