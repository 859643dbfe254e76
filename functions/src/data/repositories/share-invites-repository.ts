// Invitations. A recipient is claimed with one conditional write before anything is
// sent, so two concurrent sends to the same person for the same participant send once; a failed
// invitation may be claimed again.
import type { EntityItem } from 'electrodb';
import type { shareInviteEntity } from '../entities/share-invite';
import type { StoredInviteChannel, StoredInviteStatus } from '../stored-values/sharing';
import { thon } from '../thon-service';
import { isConditionFailure } from './write-transaction';

export type InviteRecord = EntityItem<typeof shareInviteEntity>;
export type InviteKey = Pick<InviteRecord, 'participantId' | 'channel' | 'recipient'>;

export type ClaimOutcome = { claimed: true } | { claimed: false; existing: InviteRecord | undefined };

/** Creates the invitation as Sending unless one exists that did not fail. */
export async function claimInvite(
  invite: Omit<InviteRecord, 'status' | 'messageId' | 'reminderSentAt'>,
): Promise<ClaimOutcome> {
  try {
    await thon()
      .entities.shareInvite.put({ ...invite, status: 'Sending' })
      .where(({ status }, { notExists, eq }) => `${notExists(status)} OR ${eq(status, 'Failed')}`)
      .go();
    return { claimed: true };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return { claimed: false, existing: await getInvite(invite) };
  }
}

export async function getInvite(key: InviteKey): Promise<InviteRecord | undefined> {
  const { data } = await thon().entities.shareInvite.get(key).go();
  return data ?? undefined;
}

/** Records the provider's answer for a claimed invitation. */
export async function settleInvite(
  key: InviteKey,
  outcome: { status: Extract<StoredInviteStatus, 'Sent' | 'Failed'>; messageId?: string },
): Promise<void> {
  await thon()
    .entities.shareInvite.patch(key)
    .set({ status: outcome.status, ...(outcome.messageId ? { messageId: outcome.messageId } : {}) })
    .go();
}

/** SES delivery feedback: the invitation bounced or drew a complaint (if it exists). */
export async function markInviteDelivery(
  key: InviteKey,
  status: Extract<StoredInviteStatus, 'Bounced' | 'Complained'>,
): Promise<void> {
  try {
    await thon().entities.shareInvite.patch(key).set({ status }).go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** A participant's invitations, by channel and recipient (one Query). */
export async function listInvitesOfParticipant(participantId: string): Promise<InviteRecord[]> {
  const { data } = await thon()
    .entities.shareInvite.query.byParticipant({ participantId })
    .go({ pages: 'all' });
  return data;
}

/** An event's invitations of one channel (one Query on gsi2), for the reminder job. */
export async function listInvitesOfEvent(
  eventId: string,
  channel: StoredInviteChannel,
): Promise<InviteRecord[]> {
  const { data } = await thon().entities.shareInvite.query.byEvent({ eventId, channel }).go({ pages: 'all' });
  return data;
}

/** Marks the reminder sent, once: false when it was already marked. */
export async function markReminderSent(key: InviteKey, at: string): Promise<boolean> {
  try {
    await thon()
      .entities.shareInvite.patch(key)
      .set({ reminderSentAt: at })
      .where(({ reminderSentAt }, { notExists }) => notExists(reminderSentAt))
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Counts shares toward the goal (ADD; the participant must exist). */
export async function addShares(participantId: string, count: number): Promise<number> {
  const { data } = await thon()
    .entities.participant.patch({ participantId })
    .add({ sharesCount: count })
    .go({ response: 'all_new' });
  return data.sharesCount ?? count;
}
