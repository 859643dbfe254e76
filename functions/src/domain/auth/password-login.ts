// Username + password sign-in. Cognito checks the password; the user record says who it is.
import { loginFailures } from '@thon/shared/api/schemas/auth';
import { findUserIdByUsername, getUser, type UserRecord } from '../../data/repositories/users-repository';
import { verifyPassword } from '../../platform/user-pool';
import { reserveAttempt, type AttemptSubject } from './attempt-limits';

export type PasswordCheck =
  { outcome: 'ok'; user: UserRecord } | { outcome: (typeof loginFailures)[keyof typeof loginFailures] };

export async function checkPassword(
  username: string,
  password: string,
  clientIp: string,
): Promise<PasswordCheck> {
  const subjects: AttemptSubject[] = [`account:${username.toLowerCase()}`, `client:${clientIp}`];
  // Reserved before Cognito is asked: concurrent guesses cannot pass the limit together.
  const attempt = await reserveAttempt(subjects);
  const userId = (await verifyPassword(username, password))
    ? await findUserIdByUsername(username)
    : undefined;
  const user = userId ? await getUser(userId) : undefined;
  // A failure keeps its reservation; a right password gives it back (see attempt-limits).
  if (!user) return { outcome: loginFailures.authenticationFailed };
  await attempt.release();
  // Only after a correct password, so this answer reveals nothing to someone guessing.
  if (!user.active) return { outcome: loginFailures.inactiveUser };
  return { outcome: 'ok', user };
}
