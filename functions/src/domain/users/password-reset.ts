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
import { normalizeEmail } from '@thon/shared/sharing/recipients';
import { RuleBroken, ServiceUnavailable } from '../errors';
import { backOff } from '../back-off';
import { escapeHtml } from '../email-body';
import { reserveAttempt, type AttemptLimitDeps, type AttemptSubject } from '../auth/attempt-limits';
import { createSecret, hashSecret } from '../auth/one-time-secret';
import type { Clock } from '../ports/clock';
import type { Logger } from '../ports/logger';
import type { EmailMessage, Mailer } from '../ports/mailer';
import type { Site } from '../ports/site';
import type { UserPool } from '../ports/user-pool';
import type { AccountsByEmail, PasswordResetStore, SessionRevocation, UserRecord } from './ports';

/** Sending a link: the attempt counters, the account, the pending resets, the mail and the site. */
export type SendResetLinkDeps = AttemptLimitDeps & {
  clock: Pick<Clock, 'nowInSeconds' | 'nowMs'>;
  accounts: AccountsByEmail;
  resets: Pick<PasswordResetStore, 'storePasswordReset'>;
  mailer: Mailer;
  site: Site;
};

/** Using a link: the pending resets, the account, the pool's password, the sessions, the time. */
export interface ResetPasswordDeps {
  clock: Pick<Clock, 'nowInSeconds'>;
  accounts: Pick<AccountsByEmail, 'getUser'>;
  resets: Pick<PasswordResetStore, 'takePasswordReset' | 'restorePasswordReset'>;
  userPool: Pick<UserPool, 'replacePassword'>;
  sessions: SessionRevocation;
  logger: Logger;
}

/**
 * Emails a reset link; 'not found' when no account has this email. The spec's two answers tell
 * whoever asks whether an account exists, which cannot be hidden without changing the spec's
 * messages. Throttling rations it instead: every request, found or not, counts against the client
 * address (enumerating from one address is slow, and so is sending reset emails to many inboxes)
 * and against the email address (10 per 15 minutes, which caps the emails one inbox can be sent).
 * The new link revokes every older link of the user.
 */
export async function sendPasswordResetLink(
  deps: SendResetLinkDeps,
  email: string,
  clientIp: string,
): Promise<'success' | 'not found'> {
  const client: AttemptSubject = `client:${clientIp}`;
  const address: AttemptSubject = `reset:${normalizeEmail(email)}`;
  // Reserved first and never given back: every request counts, whatever it answers.
  await reserveAttempt(deps, [client, address]);
  const userId = await deps.accounts.findUserIdByEmail(email);
  const user = userId ? await deps.accounts.getUser(userId) : undefined;
  if (!user) return 'not found';
  await emailPasswordLink(deps, user, resetEmail);
  return 'success';
}

/** What emailing a set-password link needs: the pending resets, the mail, the site and the time. */
export type PasswordLinkDeps = Pick<SendResetLinkDeps, 'clock' | 'resets' | 'mailer' | 'site'>;

/** The email that carries a link, given the user and the link. */
export type PasswordLinkEmail = (user: UserRecord, link: string) => EmailMessage;

/**
 * Stores a single-use reset (revoking the user's older links) valid for 1 hour and emails its
 * link. A reset asked for by the user and an admin's invitation or reset link all go through
 * here, so each is used by the same page and the same rules (resetPassword below).
 */
export async function emailPasswordLink(
  deps: PasswordLinkDeps,
  user: UserRecord,
  emailOf: PasswordLinkEmail = resetEmail,
): Promise<void> {
  const { secret, hash } = createSecret();
  await deps.resets.storePasswordReset({
    tokenHash: hash,
    userId: user.userId,
    createdAt: new Date(deps.clock.nowMs()).toISOString(),
    expiresAt: deps.clock.nowInSeconds() + passwordResetLinkValidMs / 1000,
  });
  // The token travels in the fragment: a browser never sends it to a server (no access log, no
  // Referer); the page reads it and removes it from the address bar.
  await deps.mailer.send(emailOf(user, `${deps.site.webOrigin()}/reset-password#token=${secret}`));
}

/** Sets the new password with a reset token; the token works once, and only within its hour. */
export async function resetPassword(
  deps: ResetPasswordDeps,
  token: string,
  password: string,
): Promise<'success'> {
  const { resets } = deps;
  // Taken (removed) first: of two uses at the same moment, exactly one gets the reset.
  const reset = await resets.takePasswordReset(hashSecret(token));
  const user =
    reset && reset.expiresAt > deps.clock.nowInSeconds()
      ? await deps.accounts.getUser(reset.userId)
      : undefined;
  if (!reset || !user) throw new RuleBroken(resetLinkInvalid);
  // The request schema has already refused a password that breaks the rule; the pool can still
  // refuse one (its policy may differ). A refusal (or a Cognito failure) puts the token back, so
  // the link still works.
  const outcome = await deps.userPool
    .replacePassword(user.username, user.email, password)
    .catch(async (error: unknown) => {
      await resets.restorePasswordReset(reset);
      throw error;
    });
  if (outcome === 'weak') {
    await resets.restorePasswordReset(reset);
    throw new RuleBroken(passwordRuleNotMet, [{ path: 'Password', message: passwordRuleNotMet }]);
  }
  // Whoever held the old password may hold a session too: a reset ends them all. If that fails,
  // the reset must not look done while old sessions live on: the link is put back and the answer
  // is a 503, so using the link again sets the password again and ends the sessions.
  if (!(await endSessions(deps, user.userId))) {
    await resets.restorePasswordReset(reset);
    throw new ServiceUnavailable(sessionsNotEnded);
  }
  return 'success';
}

/** Ending the user's sessions, tried 3 times (a throttled or briefly unreachable table); false if all failed. */
async function endSessions(
  { sessions, logger }: Pick<ResetPasswordDeps, 'sessions' | 'logger'>,
  userId: string,
): Promise<boolean> {
  for (let round = 0; round < 3; round += 1) {
    try {
      await sessions.deleteSessionsOfUser(userId);
      return true;
    } catch (error) {
      logger.warn('Ending sessions after a password reset failed', { userId, round, error: String(error) });
      await backOff(round);
    }
  }
  return false;
}

function resetEmail(user: UserRecord, link: string): EmailMessage {
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
