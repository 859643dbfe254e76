// What an access-code login answered (spec section 4): a session token; 'Not Allowed' (go to
// the site origin); text containing 'Authentication Failed' with EXPIRED (the event ended) or
// ERROR (a failure); anything else is an invalid code.
import { accessCodeResults } from '@thon/shared/api/schemas/auth';
import { accessCodeInvalid, accessCodeLoginFailed, eventEnded } from '@thon/shared/catalog/messages';
import { userIdFromToken } from '../../../lib/session-token';

export type AccessCodeOutcome =
  { kind: 'token'; token: string } | { kind: 'not-allowed' } | { kind: 'refused'; message: string };

export function accessCodeOutcome(answer: string): AccessCodeOutcome {
  if (userIdFromToken(answer)) return { kind: 'token', token: answer };
  if (answer.trim() === accessCodeResults.notAllowed) return { kind: 'not-allowed' };
  if (answer.includes('Authentication Failed')) {
    if (answer.includes('EXPIRED')) return { kind: 'refused', message: eventEnded };
    if (answer.includes('ERROR')) return { kind: 'refused', message: accessCodeLoginFailed };
  }
  return { kind: 'refused', message: accessCodeInvalid };
}
