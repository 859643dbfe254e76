// The daily caps a send reserves before anything goes out: the participant's (two full sends), the
// sender account's (all the children it shares for) and the event's (everyone together). Each is
// one conditional ADD of the whole send on its UTC-day counter, so concurrent sends never pass a
// cap together. A cap that refuses gives the others back and answers 429 with its own message:
// nothing was sent and nothing stays counted. Two sends racing near a cap may both be refused
// when one's give-back comes after the other's reservation; neither can pass it.
import type { InviteChannel } from '@thon/shared/api/schemas/sharing';
import {
  dailyEmailInvitesPerEvent,
  dailyEmailInvitesPerSender,
  dailySmsInvitesPerEvent,
  dailySmsInvitesPerSender,
} from '@thon/shared/catalog/limits';
import {
  dailyEventInviteCapReached,
  dailySenderInviteCapReached,
} from '@thon/shared/catalog/sharing-messages';
import { TooManyAttempts } from '../errors';
import type { AttemptWindows } from '../ports/attempt-windows';

export const daySeconds = 24 * 60 * 60;

export interface DailyCap {
  subject: string;
  max: number;
  /** Why a send is refused at this cap. */
  message: string;
}

const kindOf = { Email: 'email', Sms: 'text' } as const;
const perSender: Record<InviteChannel, number> = {
  Email: dailyEmailInvitesPerSender,
  Sms: dailySmsInvitesPerSender,
};
const perEvent: Record<InviteChannel, number> = {
  Email: dailyEmailInvitesPerEvent,
  Sms: dailySmsInvitesPerEvent,
};

export const dailySenderCapSubject = (channel: InviteChannel, userId: string) =>
  `invites:${channel}:sender:${userId}`;
export const dailyEventCapSubject = (channel: InviteChannel, eventId: string) =>
  `invites:${channel}:event:${eventId}`;

/** The participant's cap (given), then the sender's and the event's for this channel. */
export function dailyCapsOf(input: {
  channel: InviteChannel;
  participant: DailyCap;
  senderUserId: string;
  eventId: string;
}): DailyCap[] {
  const { channel } = input;
  return [
    input.participant,
    {
      subject: dailySenderCapSubject(channel, input.senderUserId),
      max: perSender[channel],
      message: dailySenderInviteCapReached(perSender[channel], kindOf[channel]),
    },
    {
      subject: dailyEventCapSubject(channel, input.eventId),
      max: perEvent[channel],
      message: dailyEventInviteCapReached(perEvent[channel], kindOf[channel]),
    },
  ];
}

/** Gives `count` reservations back to every cap. */
export async function releaseDailyCaps(
  attempts: Pick<AttemptWindows, 'releaseAttemptSlots'>,
  caps: readonly DailyCap[],
  window: number,
  count: number,
): Promise<void> {
  await Promise.all(caps.map((cap) => attempts.releaseAttemptSlots(cap.subject, window, count)));
}

/** Reserves `count` under every cap of the day starting at `window`, or none of them (429). */
export async function reserveDailyCaps(
  attempts: Pick<AttemptWindows, 'reserveAttemptSlots' | 'releaseAttemptSlots'>,
  caps: readonly DailyCap[],
  window: number,
  count: number,
): Promise<void> {
  const results = await Promise.allSettled(
    caps.map((cap) => attempts.reserveAttemptSlots(cap.subject, window, window + daySeconds, cap.max, count)),
  );
  const reserved = caps.filter((_cap, index) => {
    const result = results[index];
    return result?.status === 'fulfilled' && result.value;
  });
  if (reserved.length === caps.length) return;
  await releaseDailyCaps(attempts, reserved, window, count);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  const refusedBy = caps.find((cap) => !reserved.includes(cap));
  throw new TooManyAttempts(refusedBy?.message ?? '');
}
