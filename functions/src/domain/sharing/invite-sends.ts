// One invitation send, by email or SMS. The steps, each safe to repeat:
// 1. The Idempotency-Key is claimed (shareSend item) before anything goes out: a retry of a done
//    send answers its stored results; a concurrent one gets 409; one left by a crashed process
//    is taken over after two minutes.
// 2. Entries are normalised and deduplicated; suppressed addresses are skipped.
// 3. The daily caps (participant, sender account, event: invite-caps.ts) are reserved for the rest,
//    each in one conditional write, all or none (429 beyond, naming the cap).
// 4. Recipients go out in parallel, at most `sendConcurrency` at once: each is claimed with a
//    conditional write first ("already invited" is exact under concurrency), then sent, then
//    settled as Sent or Failed. A claim this same key made before a crash is reported, not resent.
// 5. Unused reservations are given back; the sent ones count toward the shares goal, and those
//    this request handed to SES or SNS are measured (InvitationsSent by channel).
import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import type { InviteChannel, RecipientResult, SendInvitesResponse } from '@thon/shared/api/schemas/sharing';
import type { ShareLanguage } from '@thon/shared/sharing/share-language';
import { alreadyInvited } from '@thon/shared/catalog/messages';
import { businessMetrics } from '@thon/shared/observability/metric-catalog';
import {
  idempotencyKeyReusedForSend,
  inviteNotSent,
  inviteOutcomeUnknown,
  sendInProgress,
} from '@thon/shared/catalog/sharing-messages';
import type { Caller } from '../caller';
import { Conflict } from '../errors';
import { validIdempotencyKey } from '../idempotency-key';
import { dailyCapsOf, daySeconds, releaseDailyCaps, reserveDailyCaps } from './invite-caps';
import { storedInviteChannelOf, storedShareLanguageOf } from './invite-wire';
import type { SharingPorts } from './ports';
import type { ShareSubject } from './share-subject';

/** Sends in flight at once: 30 SMS take about 3 round trips; SES and SNS rate limits stay far off. */
export const sendConcurrency = 10;
/** A send still "sending" after this long lost its process; a retry may take it over. */
export const staleSendMs = 2 * 60 * 1000;

export interface InviteChannelAdapter {
  channel: InviteChannel;
  dailyCap: number;
  capMessage: string;
  /** The stored form of a valid entry (the edge has validated every entry). */
  normalize(entry: string): string;
  /** Skip reasons known before sending, read for all recipients at once (suppressions). */
  skipsOf(recipients: readonly string[]): Promise<Map<string, string>>;
  /** A skip reason asked per recipient just before sending (SNS opt-out), if any. */
  skipBeforeSend?(recipient: string): Promise<string | undefined>;
  /** Sends to one recipient; answers the provider's message id. */
  deliver(recipient: string): Promise<string>;
}

export const dailyCapSubject = (channel: InviteChannel, participantId: string) =>
  `invites:${channel}:${participantId}`;
export const dayWindowStart = (nowSeconds: number) => nowSeconds - (nowSeconds % daySeconds);

export type RemainingTodayDeps = Pick<SharingPorts, 'attempts' | 'clock'>;
export type SendInvitesDeps = Pick<
  SharingPorts,
  'attempts' | 'clock' | 'invites' | 'sends' | 'logger' | 'metrics'
>;

/** The catalog's Channel of an invitation (metric-catalog.ts: `email` or `sms`). */
const metricChannelOf: Readonly<Record<InviteChannel, string>> = { Email: 'email', Sms: 'sms' };

/** Invitations of this channel still allowed today. */
export async function remainingToday(
  deps: RemainingTodayDeps,
  adapter: Pick<InviteChannelAdapter, 'channel' | 'dailyCap'>,
  participantId: string,
) {
  const used = await deps.attempts.attemptsInWindow(
    dailyCapSubject(adapter.channel, participantId),
    dayWindowStart(deps.clock.nowInSeconds()),
  );
  return Math.max(0, adapter.dailyCap - used);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

type Outcome = Omit<RecipientResult, 'Recipient'>;

/** Claims the key; answers a stored response to replay, or undefined to go ahead. */
async function claimSend(
  { sends, clock }: Pick<SendInvitesDeps, 'sends' | 'clock'>,
  sendKey: string,
  requestHash: string,
): Promise<SendInvitesResponse | undefined> {
  if (await sends.startSend(sendKey, requestHash)) return undefined;
  const existing = await sends.getSend(sendKey);
  if (!existing) {
    // Expired between the two reads: start afresh.
    if (await sends.startSend(sendKey, requestHash)) return undefined;
    throw new Conflict(sendInProgress);
  }
  if (existing.requestHash !== requestHash) throw new Conflict(idempotencyKeyReusedForSend);
  if (existing.state === 'done' && existing.response)
    return JSON.parse(existing.response) as SendInvitesResponse;
  const staleBefore = new Date(clock.nowMs() - staleSendMs).toISOString();
  if (await sends.takeOverSend(sendKey, staleBefore)) return undefined;
  throw new Conflict(sendInProgress);
}

export async function sendInvites(
  deps: SendInvitesDeps,
  input: {
    caller: Caller;
    subject: ShareSubject;
    entries: readonly string[];
    idempotencyKey: string | undefined;
    /** The request body as sent, for the key's fingerprint. */
    request: unknown;
    adapter: InviteChannelAdapter;
    /** The invitations' language, kept on each for its reminder. */
    language: ShareLanguage;
    /** After a send with at least one sent (the reminder note). */
    afterSent?: () => Promise<void>;
  },
): Promise<SendInvitesResponse> {
  const { adapter, subject, caller } = input;
  const participantId = subject.participant.participantId;
  const key = validIdempotencyKey(input.idempotencyKey);
  const sendKey = sha256(`${participantId}\n${adapter.channel}\n${key}`);
  const replay = await claimSend(deps, sendKey, sha256(JSON.stringify(input.request)));
  if (replay) return replay;

  // Normalise; a repeated entry is reported like an earlier invitation.
  const recipients = input.entries.map((entry) => ({ entry, recipient: adapter.normalize(entry) }));
  const seen = new Set<string>();
  const outcomes = new Map<number, Outcome>();
  recipients.forEach(({ recipient }, index) => {
    if (seen.has(recipient)) outcomes.set(index, { Status: 'Skipped', Message: alreadyInvited });
    seen.add(recipient);
  });
  const skips = await adapter.skipsOf([...seen]);
  recipients.forEach(({ recipient }, index) => {
    const reason = skips.get(recipient);
    if (reason && !outcomes.has(index)) outcomes.set(index, { Status: 'Skipped', Message: reason });
  });
  const pending = recipients.flatMap((recipient, index) =>
    outcomes.has(index) ? [] : [{ ...recipient, index }],
  );

  const caps = dailyCapsOf({
    channel: adapter.channel,
    participant: {
      subject: dailyCapSubject(adapter.channel, participantId),
      max: adapter.dailyCap,
      message: adapter.capMessage,
    },
    senderUserId: caller.userId,
    eventId: subject.event.eventId,
  });
  const window = dayWindowStart(deps.clock.nowInSeconds());
  if (pending.length > 0) {
    try {
      await reserveDailyCaps(deps.attempts, caps, window, pending.length);
    } catch (error) {
      await deps.sends.forgetSend(sendKey);
      throw error;
    }
  }

  const limit = pLimit(sendConcurrency);
  const sentAt = new Date(deps.clock.nowMs()).toISOString();
  /** Messages this request handed to the provider (not those a crashed attempt sent before). */
  let delivered = 0;
  await Promise.all(
    pending.map(({ recipient, index }) =>
      limit(async () => {
        outcomes.set(index, await sendOne(recipient));
      }),
    ),
  );
  // A test Thon's messages went to its outbox, not to SES or SNS: nothing to measure.
  if (delivered > 0 && subject.event.isTest !== true) {
    deps.metrics.count(businessMetrics.invitationsSent, {
      value: delivered,
      split: metricChannelOf[adapter.channel],
    });
  }

  async function sendOne(recipient: string): Promise<Outcome> {
    const skip = await adapter.skipBeforeSend?.(recipient);
    if (skip) return { Status: 'Skipped', Message: skip };
    const inviteKey = { participantId, channel: storedInviteChannelOf[adapter.channel], recipient };
    const claim = await deps.invites.claimInvite({
      ...inviteKey,
      eventId: subject.event.eventId,
      sendKey,
      invitedByUserId: caller.userId,
      sentAt,
      language: storedShareLanguageOf[input.language],
    });
    if (!claim.claimed) {
      const existing = claim.existing;
      if (existing?.sendKey !== sendKey) return { Status: 'Skipped', Message: alreadyInvited };
      // Claimed by this same send before its process died: report it, never send it again.
      if (existing.status === 'Sent' && existing.messageId)
        return { Status: 'Sent', MessageId: existing.messageId };
      return { Status: 'Failed', Message: inviteOutcomeUnknown };
    }
    try {
      const messageId = await adapter.deliver(recipient);
      delivered += 1;
      await deps.invites.settleInvite(inviteKey, { status: 'Sent', messageId });
      return { Status: 'Sent', MessageId: messageId };
    } catch (error) {
      deps.logger.warn('Invitation not sent', { channel: adapter.channel, error: String(error) });
      await deps.invites.settleInvite(inviteKey, { status: 'Failed' });
      return { Status: 'Failed', Message: inviteNotSent };
    }
  }

  const results: RecipientResult[] = recipients.map(({ entry }, index) => ({
    Recipient: entry,
    ...(outcomes.get(index) ?? { Status: 'Failed', Message: inviteNotSent }),
  }));
  const count = (status: RecipientResult['Status']) =>
    results.filter((result) => result.Status === status).length;
  const sent = count('Sent');
  await releaseDailyCaps(deps.attempts, caps, window, pending.length - sent);
  if (sent > 0) {
    await deps.invites.addShares(participantId, sent);
    await input.afterSent?.();
  }
  const response: SendInvitesResponse = {
    Results: results,
    Sent: sent,
    Skipped: count('Skipped'),
    Failed: count('Failed'),
    RemainingToday: await remainingToday(deps, adapter, participantId),
  };
  await deps.sends.finishSend(sendKey, response);
  return response;
}
