// Access-code sign-in (spec section 4). A child types the code from a flyer or scans a QR code;
// the code names one participant of one event.
import { accessCodeResults } from '@thon/shared/api/schemas/auth';
import { normalizeCode } from '../participants/access-codes';
import { reserveAttempt, type AttemptLimitDeps, type AttemptSubject } from './attempt-limits';
import { hasEnded } from './event-dates';
import { issueSession, type IssueSessionDeps } from './issue-session';
import type { Logger } from '../ports/logger';
import type { AccessCodeAccounts } from './ports';

/** The attempt counters, the code's child, event and account, a new session, and the log. */
export type AccessCodeLoginDeps = AttemptLimitDeps &
  IssueSessionDeps & { accounts: AccessCodeAccounts; logger: Pick<Logger, 'warn' | 'error'> };

export async function loginWithAccessCode(
  deps: AccessCodeLoginDeps,
  rawCode: string,
  clientIp: string,
): Promise<string> {
  const accessCode = normalizeCode(rawCode);
  const subjects: AttemptSubject[] = [`access-code:${accessCode}`, `client:${clientIp}`];
  // Every outcome but a session keeps this reservation: 'expired' and 'not allowed' also tell a
  // guesser that a code exists, so they count against the code and the address like 'invalid'.
  const attempt = await reserveAttempt(deps, subjects);
  try {
    const { accounts } = deps;
    const claim = await accounts.findAccessCodeClaim(accessCode);
    const [participant, event] = claim
      ? await Promise.all([accounts.getParticipant(claim.participantId), accounts.getEvent(claim.eventId)])
      : [undefined, undefined];
    // A claim whose participant carries another code is an orphan of an interrupted import: not valid.
    if (!participant || !event || participant.accessCode !== claim?.accessCode) {
      return accessCodeResults.invalid;
    }
    if (hasEnded(event.endDate, event.timeZone, new Date(deps.clock.nowInSeconds() * 1000)))
      return accessCodeResults.expired;
    // A Thon still being set up is not open to its participants yet.
    if (event.status === 'draft') return accessCodeResults.notAllowed;

    const userId = participant.userId ?? `participant-${participant.participantId}`;
    if (!participant.userId) {
      await accounts.ensureParticipantUser({
        userId,
        username: `access-${participant.participantId}`,
        email: '',
        firstName: participant.firstName,
        lastName: participant.lastName,
        role: 'participant',
        active: true,
      });
      await accounts.linkParticipantUser(participant.participantId, userId);
    }
    const user = await accounts.getUser(userId);
    if (!user?.active) return accessCodeResults.notAllowed;
    const token = await issueSession(deps, user, clientIp);
    await attempt.release();
    return token;
  } catch (error) {
    deps.logger.error('Access-code sign-in failed', { error });
    return accessCodeResults.error;
  }
}
