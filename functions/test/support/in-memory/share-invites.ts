// In-memory invitations (domain/sharing/ports.ts ShareInviteStore) with the DynamoDB store's
// conditions: a claim succeeds only when no invitation exists or it failed; a reminder is marked
// once; shares add up per participant.
import type { InviteChannel } from '@thon/shared/api/schemas/sharing';
import type { InviteKey, InviteRecord } from '../../../src/data/repositories/share-invites-repository';
import type { ShareInviteStore } from '../../../src/domain/sharing/ports';

const keyOf = (key: InviteKey) => `${key.participantId}/${key.channel}/${key.recipient}`;

export class InMemoryShareInvites implements ShareInviteStore {
  readonly invites = new Map<string, InviteRecord>();
  readonly shares = new Map<string, number>();

  get(key: InviteKey): InviteRecord | undefined {
    return this.invites.get(keyOf(key));
  }

  claimInvite: ShareInviteStore['claimInvite'] = (invite) => {
    const existing = this.get(invite);
    if (existing && existing.status !== 'Failed') {
      return Promise.resolve({ claimed: false, existing: { ...existing } });
    }
    this.invites.set(keyOf(invite), { ...invite, status: 'Sending' } as InviteRecord);
    return Promise.resolve({ claimed: true });
  };

  settleInvite: ShareInviteStore['settleInvite'] = (key, outcome) => {
    const invite = this.get(key);
    if (invite) {
      invite.status = outcome.status;
      if (outcome.messageId) invite.messageId = outcome.messageId;
    }
    return Promise.resolve();
  };

  markInviteDelivery: ShareInviteStore['markInviteDelivery'] = (key, status) => {
    const invite = this.get(key);
    if (invite) invite.status = status;
    return Promise.resolve();
  };

  listInvitesOfParticipant = (participantId: string) =>
    Promise.resolve([...this.invites.values()].filter((invite) => invite.participantId === participantId));

  listInvitesOfEvent = (eventId: string, channel: InviteChannel) =>
    Promise.resolve(
      [...this.invites.values()].filter((invite) => invite.eventId === eventId && invite.channel === channel),
    );

  markReminderSent = (key: InviteKey, at: string) => {
    const invite = this.get(key);
    if (!invite || invite.reminderSentAt) return Promise.resolve(false);
    invite.reminderSentAt = at;
    return Promise.resolve(true);
  };

  addShares = (participantId: string, count: number) => {
    const total = (this.shares.get(participantId) ?? 0) + count;
    this.shares.set(participantId, total);
    return Promise.resolve(total);
  };
}
