// Username + password sign-in. Cognito checks the password; the user record says who it is.
import { loginFailures } from '@thon/shared/api/schemas/auth';
import { findUserIdByUsername, getUser, type UserRecord } from '../../data/repositories/users-repository';
import { verifyPassword } from '../../platform/user-pool';
import { assertNotThrottled, recordFailure, type AttemptSubject } from './attempt-limits';

export type PasswordCheck =
  { outcome: 'ok'; user: UserRecord } | { outcome: (typeof loginFailures)[keyof typeof loginFailures] };

export async function checkPassword(
  username: string,
  password: string,
  clientIp: string,
): Promise<PasswordCheck> {
  const subjects: AttemptSubject[] = [`account:${username.toLowerCase()}`, `client:${clientIp}`];
  await assertNotThrottled(subjects);
  const userId = (await verifyPassword(username, password))
    ? await findUserIdByUsername(username)
    : undefined;
  const user = userId ? await getUser(userId) : undefined;
  if (!user) {
    await recordFailure(subjects);
    return { outcome: loginFailures.authenticationFailed };
  }
  // Only after a correct password, so this answer reveals nothing to someone guessing.
  if (!user.active) return { outcome: loginFailures.inactiveUser };
  return { outcome: 'ok', user };
}
