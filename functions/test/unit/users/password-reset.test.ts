// Password reset on in-memory ports: the link (the site's origin, the token in the fragment, one
// hour), the throttling of requests found or not, a newer link revoking older ones, a link that
// works once, and a refused password, a pool failure or sessions that cannot be ended putting the
// link back.
import { beforeEach, describe, expect, it } from 'vitest';
import { passwordRuleNotMet } from '@thon/shared/api/schemas/auth';
import { resetLinkInvalid, sessionsNotEnded, tooManyAttempts } from '@thon/shared/catalog/messages';
import { maxAttemptsPerWindow, windowSeconds } from '../../../src/domain/auth/attempt-limits';
import { resetPassword, sendPasswordResetLink } from '../../../src/domain/users/password-reset';
import { InMemoryAttemptWindows } from '../../support/in-memory/attempt-windows';
import { FixedClock } from '../../support/in-memory/clock';
import { RecordingLogger } from '../../support/in-memory/logger';
import { RecordingMailer } from '../../support/in-memory/mailer';
import { InMemoryPasswordResets } from '../../support/in-memory/password-resets';
import { InMemorySessionRevocation } from '../../support/in-memory/session-revocation';
import { fixedSite } from '../../support/in-memory/site';
import { InMemoryUserAccounts } from '../../support/in-memory/user-accounts';
import { InMemoryUserPool } from '../../support/in-memory/user-pool';

let attempts: InMemoryAttemptWindows;
let clock: FixedClock;
let accounts: InMemoryUserAccounts;
let resets: InMemoryPasswordResets;
let mailer: RecordingMailer;
let userPool: InMemoryUserPool;
let sessions: InMemorySessionRevocation;
let logger: RecordingLogger;

const site = fixedSite('https://thon.test');
const linkDeps = () => ({ attempts, clock, logger, accounts, resets, mailer, site });
const resetDeps = () => ({ clock, accounts, resets, userPool, sessions, logger });

/** The token of the last email sent to `to`. */
function lastToken(to: string): string {
  const text = mailer.sent.filter((message) => message.to === to).at(-1)?.text ?? '';
  return /#token=([\w-]+)/.exec(text)?.[1] ?? '';
}

beforeEach(() => {
  attempts = new InMemoryAttemptWindows();
  // The start of a window, so the test's requests all fall in the same one.
  clock = new FixedClock((1_900_000_000 - (1_900_000_000 % windowSeconds)) * 1000);
  accounts = new InMemoryUserAccounts();
  resets = new InMemoryPasswordResets();
  mailer = new RecordingMailer();
  userPool = new InMemoryUserPool();
  sessions = new InMemorySessionRevocation();
  logger = new RecordingLogger();
  accounts.add({ userId: 'u1', username: 'ana', email: 'ana@example.com', firstName: 'Ana <b>' });
  sessions.open('u1', 'old-session');
});

describe('sending a reset link', () => {
  it("emails a link to the site's reset page with the token in the fragment, valid one hour", async () => {
    expect(await sendPasswordResetLink(linkDeps(), ' ANA@example.com ', '10.0.0.1')).toBe('success');
    const [email] = mailer.sent;
    expect(email?.to).toBe('ana@example.com');
    expect(email?.text).toMatch(/https:\/\/thon\.test\/reset-password#token=[\w-]{20,}/);
    // The first name is the user's own text: escaped in the HTML body.
    expect(email?.html).toContain('Hello Ana &#60;b&#62;,');
    expect(email?.html).not.toContain('<b>');
    const [stored] = resets.resets.values();
    expect(stored).toMatchObject({ userId: 'u1', expiresAt: clock.nowInSeconds() + 3600 });
    // Only the hash is stored, never the token the email carries.
    expect(stored?.tokenHash).not.toBe(lastToken('ana@example.com'));
  });

  it("answers 'not found' for an unknown email, sends nothing, and still counts the request", async () => {
    expect(await sendPasswordResetLink(linkDeps(), 'nobody@example.com', '10.0.0.1')).toBe('not found');
    expect(mailer.sent).toEqual([]);
    const window = clock.nowInSeconds();
    expect(attempts.count('reset:nobody@example.com', window)).toBe(1);
    expect(attempts.count('client:10.0.0.1', window)).toBe(1);
  });

  it('refuses the request past the limit for one inbox, from any address, until the next window', async () => {
    const limit = maxAttemptsPerWindow.reset;
    for (let index = 0; index < limit; index += 1) {
      await sendPasswordResetLink(linkDeps(), 'ana@example.com', `10.0.0.${index}`);
    }
    await expect(sendPasswordResetLink(linkDeps(), 'ana@example.com', '10.0.1.1')).rejects.toMatchObject({
      name: 'TooManyAttempts',
      message: tooManyAttempts,
    });
    expect(mailer.sent).toHaveLength(limit);
    clock.advance(windowSeconds * 1000);
    expect(await sendPasswordResetLink(linkDeps(), 'ana@example.com', '10.0.1.1')).toBe('success');
  });
});

describe('using a reset link', () => {
  async function sendLink(): Promise<string> {
    await sendPasswordResetLink(linkDeps(), 'ana@example.com', '10.0.0.1');
    return lastToken('ana@example.com');
  }

  it('sets the new password and ends every session of the user, once', async () => {
    const token = await sendLink();
    expect(await resetPassword(resetDeps(), token, 'Changed#Pass2026')).toBe('success');
    expect(userPool.passwords.get('ana')).toBe('Changed#Pass2026');
    expect(sessions.sessions.has('u1')).toBe(false);
    await expect(resetPassword(resetDeps(), token, 'Other#Pass2026')).rejects.toMatchObject({
      name: 'RuleBroken',
      message: resetLinkInvalid,
    });
    expect(userPool.passwords.get('ana')).toBe('Changed#Pass2026');
  });

  it('refuses a link past its hour', async () => {
    const token = await sendLink();
    clock.advance(3600 * 1000);
    await expect(resetPassword(resetDeps(), token, 'Changed#Pass2026')).rejects.toMatchObject({
      message: resetLinkInvalid,
    });
    expect(userPool.passwords.has('ana')).toBe(false);
  });

  it('refuses an older link once a newer one was sent', async () => {
    const older = await sendLink();
    const newer = await sendLink();
    await expect(resetPassword(resetDeps(), older, 'Changed#Pass2026')).rejects.toMatchObject({
      message: resetLinkInvalid,
    });
    expect(await resetPassword(resetDeps(), newer, 'Changed#Pass2026')).toBe('success');
  });

  it("keeps the link when the pool refuses the password as weak, naming the rule on 'Password'", async () => {
    const token = await sendLink();
    await expect(resetPassword(resetDeps(), token, 'short')).rejects.toMatchObject({
      name: 'RuleBroken',
      message: passwordRuleNotMet,
      issues: [{ path: 'Password', message: passwordRuleNotMet }],
    });
    expect(await resetPassword(resetDeps(), token, 'Changed#Pass2026')).toBe('success');
  });

  it('keeps the link when the pool fails', async () => {
    const token = await sendLink();
    const failingPool = { replacePassword: () => Promise.reject(new Error('Cognito unreachable')) };
    await expect(
      resetPassword({ ...resetDeps(), userPool: failingPool }, token, 'Changed#Pass2026'),
    ).rejects.toThrow('Cognito unreachable');
    expect(await resetPassword(resetDeps(), token, 'Changed#Pass2026')).toBe('success');
  });

  it('tries ending the sessions 3 times before answering 503 and keeping the link', async () => {
    const token = await sendLink();
    sessions.failures = 3;
    await expect(resetPassword(resetDeps(), token, 'Changed#Pass2026')).rejects.toMatchObject({
      name: 'ServiceUnavailable',
      message: sessionsNotEnded,
    });
    expect(logger.entries.filter((entry) => entry.level === 'warn')).toHaveLength(3);
    expect(sessions.sessions.has('u1')).toBe(true);
    expect(await resetPassword(resetDeps(), token, 'Changed#Pass2026')).toBe('success');
    expect(sessions.sessions.has('u1')).toBe(false);
  });

  it('succeeds when ending the sessions works on a later try', async () => {
    const token = await sendLink();
    sessions.failures = 2;
    expect(await resetPassword(resetDeps(), token, 'Changed#Pass2026')).toBe('success');
    expect(sessions.sessions.has('u1')).toBe(false);
  });
});
