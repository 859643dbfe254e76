// An access-code sign-in (typed or from a QR code), as spec section 4 describes it: local
// storage is cleared first; on success the session is kept and activity type 1 is recorded once.
import { clearLocalStorage } from '../../../lib/session-storage';
import { startSession, storageBlockedMessage } from './start-session';
import { accessCodeLoginActivity, addActivityOnlyOnce } from '../api/add-activity-only-once';
import { accessCodeOutcome } from './access-code-outcome';

export type AccessCodeSignIn =
  { kind: 'signed-in' } | { kind: 'not-allowed' } | { kind: 'refused'; message: string };

/** `logIn` makes the call (typed or QR); ApiError from it reaches the caller. */
export async function signInWithAccessCode(logIn: () => Promise<string>): Promise<AccessCodeSignIn> {
  clearLocalStorage();
  const outcome = accessCodeOutcome(await logIn());
  if (outcome.kind !== 'token') return outcome;
  if (startSession(outcome.token) === 'not-stored')
    return { kind: 'refused', message: storageBlockedMessage };
  try {
    await addActivityOnlyOnce(outcome.token, accessCodeLoginActivity);
  } catch (error) {
    // Recording is bookkeeping: the person is signed in either way.
    console.warn('The access-code login activity was not recorded', error);
  }
  return { kind: 'signed-in' };
}
