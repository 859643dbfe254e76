// Password reset (spec sections 4 and 8): an emailed single-use link valid for 1 hour. The link
// carries a random token; the table holds only its hash. Cognito stays the only password store.
import {
  resetEmailGreeting,
  resetEmailIgnore,
  resetEmailInstruction,
  resetEmailRequest,
  resetEmailSubject,
  resetLinkInvalid,
  sessionsNotEnded,
} from '@thon/shared/catalog/messages';
import { passwordRuleNotMet } from '@thon/shared/api/schemas/auth';
import { passwordResetLinkValidity, passwordResetLinkValidMs } from '@thon/shared/catalog/timing';
import {
  restorePasswordReset,
  storePasswordReset,
  takePasswordReset,
} from '../../data/repositories/password-resets-repository';
import {
  findUserIdByEmail,
  getUser,
  normalizeEmail,
  type UserRecord,
} from '../../data/repositories/users-repository';
import { sendEmail } from '../../platform/email';
import { escapeHtml } from '../../platform/email-body';
import { setting } from '../../platform/environment';
import { RuleBroken, ServiceUnavailable } from '../errors';
import { logger } from '../../platform/logger';
import { backOff } from '../../data/repositories/write-transaction';
import { replacePassword } from '../../platform/user-pool';
import { deleteSessionsOfUser } from '../../data/repositories/sessions-repository';
import { reserveAttempt, type AttemptSubject } from '../auth/attempt-limits';
// Until this module takes its dependencies as an argument: the counters in the table, the time.
import { attemptWindows } from '../../data/stores/attempt-windows';
import { systemClock } from '../../platform/clock';
import { createSecret, hashSecret } from '../auth/one-time-secret';
import { nowInSeconds } from '../../platform/clock';

const attemptLimits = { attempts: attemptWindows, clock: systemClock };

/**
 * Emails a reset link; 'not found' when no account has this email. The spec's two answers tell
 * whoever asks whether an account exists, which cannot be hidden without changing the spec's
 * messages. Throttling rations it instead: every request, found or not, counts against the client
 * address (enumerating from one address is slow, and so is sending reset emails to many inboxes)
 * and against the email address (10 per 15 minutes, which caps the emails one inbox can be sent).
 * The new link revokes every older link of the user.
 */
export async function sendPasswordResetLink(
  email: string,
  clientIp: string,
): Promise<'success' | 'not found'> {
  const client: AttemptSubject = `client:${clientIp}`;
  const address: AttemptSubject = `reset:${normalizeEmail(email)}`;
  // Reserved first and never given back: every request counts, whatever it answers.
  await reserveAttempt(attemptLimits, [client, address]);
  const userId = await findUserIdByEmail(email);
  const user = userId ? await getUser(userId) : undefined;
  if (!user) return 'not found';

  const { secret, hash } = createSecret();
  await storePasswordReset({
    tokenHash: hash,
    userId: user.userId,
    createdAt: new Date().toISOString(),
    expiresAt: nowInSeconds() + passwordResetLinkValidMs / 1000,
  });
  // The token travels in the fragment: a browser never sends it to a server (no access log, no
  // Referer); the page reads it and removes it from the address bar.
  await sendEmail(resetEmail(user, `${setting('webOrigin')}/reset-password#token=${secret}`));
  return 'success';
}

/** Sets the new password with a reset token; the token works once, and only within its hour. */
export async function resetPassword(token: string, password: string): Promise<'success'> {
  // Taken (removed) first: of two uses at the same moment, exactly one gets the reset.
  const reset = await takePasswordReset(hashSecret(token));
  const user = reset && reset.expiresAt > nowInSeconds() ? await getUser(reset.userId) : undefined;
  if (!reset || !user) throw new RuleBroken(resetLinkInvalid);
  // The request schema has already refused a password that breaks the rule; the pool can still
  // refuse one (its policy may differ). A refusal (or a Cognito failure) puts the token back, so
  // the link still works.
  const outcome = await replacePassword(user.username, user.email, password).catch(async (error: unknown) => {
    await restorePasswordReset(reset);
    throw error;
  });
  if (outcome === 'weak') {
    await restorePasswordReset(reset);
    throw new RuleBroken(passwordRuleNotMet, [{ path: 'Password', message: passwordRuleNotMet }]);
  }
  // Whoever held the old password may hold a session too: a reset ends them all. If that fails,
  // the reset must not look done while old sessions live on: the link is put back and the answer
  // is a 503, so using the link again sets the password again and ends the sessions.
  if (!(await endSessions(user.userId))) {
    await restorePasswordReset(reset);
    throw new ServiceUnavailable(sessionsNotEnded);
  }
  return 'success';
}

/** deleteSessionsOfUser, tried 3 times (a throttled or briefly unreachable table); false if all failed. */
async function endSessions(userId: string): Promise<boolean> {
  for (let round = 0; round < 3; round += 1) {
    try {
      await deleteSessionsOfUser(userId);
      return true;
    } catch (error) {
      logger.warn('Ending sessions after a password reset failed', { userId, round, error: String(error) });
      await backOff(round);
    }
  }
  return false;
}

function resetEmail(user: UserRecord, link: string) {
  const greeting = resetEmailGreeting(user.firstName || user.username);
  const request = resetEmailRequest(user.username);
  const instruction = resetEmailInstruction(passwordResetLinkValidity);
  const ignore = resetEmailIgnore;
  return {
    to: user.email,
    subject: resetEmailSubject,
    text: [greeting, '', request, instruction, '', link, '', ignore].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(request)} ${escapeHtml(instruction)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  };
}
