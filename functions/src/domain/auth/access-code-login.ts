// Access-code sign-in (spec section 4). A child types the code from a flyer or scans a QR code;
// the code names one participant of one event.
import { accessCodeResults } from '@thon/shared/api/schemas/auth';
import { getEvent } from '../../data/repositories/events-repository';
import {
  findAccessCodeClaim,
  getParticipant,
  linkParticipantUser,
} from '../../data/repositories/participants-repository';
import { ensureParticipantUser, getUser } from '../../data/repositories/users-repository';
import { logger } from '../../platform/logger';
import { normalizeCode } from '../participants/access-codes';
import { reserveAttempt, type AttemptSubject } from './attempt-limits';
// Until this module takes its dependencies as an argument: the counters in the table, the time.
import { attemptWindows } from '../../data/stores/attempt-windows';
import { systemClock } from '../../platform/clock';
import { hasEnded } from './event-dates';
import { issueSession } from './issue-session';

const attemptLimits = { attempts: attemptWindows, clock: systemClock };

export async function loginWithAccessCode(rawCode: string, clientIp: string): Promise<string> {
  const accessCode = normalizeCode(rawCode);
  const subjects: AttemptSubject[] = [`access-code:${accessCode}`, `client:${clientIp}`];
  // Every outcome but a session keeps this reservation: 'expired' and 'not allowed' also tell a
  // guesser that a code exists, so they count against the code and the address like 'invalid'.
  const attempt = await reserveAttempt(attemptLimits, subjects);
  try {
    const claim = await findAccessCodeClaim(accessCode);
    const [participant, event] = claim
      ? await Promise.all([getParticipant(claim.participantId), getEvent(claim.eventId)])
      : [undefined, undefined];
    // A claim whose participant carries another code is an orphan of an interrupted import: not valid.
    if (!participant || !event || participant.accessCode !== claim?.accessCode) {
      return accessCodeResults.invalid;
    }
    if (hasEnded(event.endDate, event.timeZone)) return accessCodeResults.expired;
    // A Thon still being set up is not open to its participants yet.
    if (event.status === 'draft') return accessCodeResults.notAllowed;

    const userId = participant.userId ?? `participant-${participant.participantId}`;
    if (!participant.userId) {
      await ensureParticipantUser({
        userId,
        username: `access-${participant.participantId}`,
        email: '',
        firstName: participant.firstName,
        lastName: participant.lastName,
        role: 'participant',
        active: true,
      });
      await linkParticipantUser(participant.participantId, userId);
    }
    const user = await getUser(userId);
    if (!user?.active) return accessCodeResults.notAllowed;
    const token = await issueSession(user, clientIp);
    await attempt.release();
    return token;
  } catch (error) {
    logger.error('Access-code sign-in failed', error as Error);
    return accessCodeResults.error;
  }
}
