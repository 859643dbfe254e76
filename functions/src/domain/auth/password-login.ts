// Username + password sign-in. Cognito checks the password; the user record says who it is.
import { loginFailures } from '@thon/shared/api/schemas/auth';
import type { UserRecord } from '../../data/repositories/users-repository';
import type { UserPool } from '../ports/user-pool';
import { reserveAttempt, type AttemptLimitDeps, type AttemptSubject } from './attempt-limits';
import type { AccountReads } from './ports';
import { refuseForcedAccessCode, type SignInStandingReads } from './sign-in-standing';

export type PasswordCheck =
  { outcome: 'ok'; user: UserRecord } | { outcome: (typeof loginFailures)[keyof typeof loginFailures] };

export interface PasswordLoginDeps extends AttemptLimitDeps {
  accounts: AccountReads;
  userPool: Pick<UserPool, 'verifyPassword'>;
  standing: Omit<SignInStandingReads, 'getFranchise'>;
}

export async function checkPassword(
  deps: PasswordLoginDeps,
  username: string,
  password: string,
  clientIp: string,
): Promise<PasswordCheck> {
  const subjects: AttemptSubject[] = [`account:${username.toLowerCase()}`, `client:${clientIp}`];
  // Reserved before Cognito is asked: concurrent guesses cannot pass the limit together.
  const attempt = await reserveAttempt(deps, subjects);
  const userId = (await deps.userPool.verifyPassword(username, password))
    ? await deps.accounts.findUserIdByUsername(username)
    : undefined;
  const user = userId ? await deps.accounts.getUser(userId) : undefined;
  // A failure keeps its reservation; a right password gives it back (see attempt-limits).
  if (!user) return { outcome: loginFailures.authenticationFailed };
  await attempt.release();
  // Only after a correct password, so this answer reveals nothing to someone guessing.
  if (!user.active) return { outcome: loginFailures.inactiveUser };
  await refuseForcedAccessCode(deps, user);
  return { outcome: 'ok', user };
}
