// What an access-code login answered (spec section 4): a session token; 'Not Allowed' (go to
// the site origin); text containing 'Authentication Failed' with EXPIRED (the event ended) or
// ERROR (a failure); anything else is an invalid code.
import { accessCodeResults, loginFailures } from '@thon/shared/api/schemas/auth';
import { accessCodeInvalid, accessCodeLoginFailed, eventEnded } from '@thon/shared/catalog/messages';
import { userIdFromToken } from '../../../lib/session-token';

export type AccessCodeOutcome =
  { kind: 'token'; token: string } | { kind: 'not-allowed' } | { kind: 'refused'; message: string };

/** The word a failure carries after 'Authentication Failed: ' ('EXPIRED', 'ERROR'). */
const failureWord = (result: string) => result.slice(`${loginFailures.authenticationFailed}: `.length);

export function accessCodeOutcome(answer: string): AccessCodeOutcome {
  if (userIdFromToken(answer)) return { kind: 'token', token: answer };
  if (answer.trim() === accessCodeResults.notAllowed) return { kind: 'not-allowed' };
  if (answer.includes(loginFailures.authenticationFailed)) {
    if (answer.includes(failureWord(accessCodeResults.expired)))
      return { kind: 'refused', message: eventEnded };
    if (answer.includes(failureWord(accessCodeResults.error))) {
      return { kind: 'refused', message: accessCodeLoginFailed };
    }
  }
  return { kind: 'refused', message: accessCodeInvalid };
}
