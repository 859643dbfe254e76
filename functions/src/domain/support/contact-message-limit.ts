// The contact form is public: a captcha costs a script about half a second, so without a limit one
// machine could still fill support's inbox and send a receipt to any address it names. Messages
// are counted per client network (an IPv6 /64 as one: a subscriber picks fresh addresses from its
// /64 at will) in the sign-in limiter's fixed 15-minute windows, reserved with one conditional ADD
// so concurrent sends cannot pass the limit together. A school's staff share one NAT address, so
// the limit allows a handful of real messages and stops a flood.
import { tooManyContactMessages } from '@thon/shared/catalog/support-messages';
import { windowSeconds, windowStart } from '../auth/attempt-limits';
import { TooManyAttempts } from '../errors';
import { clientNetworkOf } from '../pledges/client-network';
import type { SupportPorts } from './ports';

/** Contact messages one client network may send per 15-minute window. */
export const contactMessagesPerWindow = 10;

export const contactMessagesSubject = (clientAddress: string) => `contact:${clientNetworkOf(clientAddress)}`;

/** Counts one message for the sender's network, or answers 429 when its window is full. */
export async function reserveContactMessage(
  deps: Pick<SupportPorts, 'attempts' | 'clock'>,
  clientAddress: string,
): Promise<void> {
  const window = windowStart(deps.clock.nowInSeconds());
  const reserved = await deps.attempts.reserveAttemptSlot(
    contactMessagesSubject(clientAddress),
    window,
    window + windowSeconds,
    contactMessagesPerWindow,
  );
  if (!reserved) throw new TooManyAttempts(tooManyContactMessages);
}
