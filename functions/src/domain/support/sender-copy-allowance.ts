// The contact form is public: anyone who solves a captcha can name any address as the sender. The
// receipt carries none of their words, and still goes only to an address that has not
// unsubscribed from or bounced our emails, at most a few times a day per address, so the form
// cannot be used to fill a stranger's inbox; support still receives every message.
import type { SupportPorts } from './ports';

/** Receipts of contact messages one address may receive per UTC day. */
export const senderCopiesPerDay = 3;
const daySeconds = 24 * 60 * 60;

export async function senderCopyAllowed(
  deps: Pick<SupportPorts, 'attempts' | 'clock' | 'suppressions'>,
  address: string,
): Promise<boolean> {
  const normalised = address.trim().toLowerCase();
  if ((await deps.suppressions.suppressedAmong([normalised])).size > 0) return false;
  const now = deps.clock.nowInSeconds();
  const day = now - (now % daySeconds);
  return deps.attempts.reserveAttemptSlot(
    `contact-copy:${normalised}`,
    day,
    day + daySeconds,
    senderCopiesPerDay,
  );
}
