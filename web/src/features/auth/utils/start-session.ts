// The end of every sign-in path (password, access code, QR code, social, single sign-on): the
// API answered with a session token, or with a failure text that is not one.
import { forgetCurrentSession } from '@/lib/current-session';
import { userIdFromToken } from '@/lib/session-token';
import { writeSession } from '@/lib/session-storage';

export type StartSessionResult = 'started' | 'not-a-token' | 'not-stored';

/** Product wording for a browser that keeps neither local storage nor cookies. */
export const storageBlockedMessage =
  'Your browser is blocking storage for this site, so you cannot stay signed in. Allow cookies for this site and try again.';

export function startSession(answer: string): StartSessionResult {
  const userId = userIdFromToken(answer);
  if (!userId) return 'not-a-token';
  forgetCurrentSession();
  return writeSession({ token: answer, userId }) ? 'started' : 'not-stored';
}
