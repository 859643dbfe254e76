// One invitation of one recipient for one participant, keyed by participant, channel
// and the recipient's normalised form: its conditional create is what makes "already invited"
// exact under concurrent sends. gsi2 lists an event's invitations for the reminder job.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';
import { storedInviteChannels, storedInviteStatuses, storedShareLanguages } from '../stored-values/sharing';

export const shareInviteEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'shareInvite', version: '1' },
        attributes: {
          participantId: { type: 'string', required: true },
          channel: { type: storedInviteChannels, required: true },
          /** Lowercased email or E.164 number. */
          recipient: { type: 'string', required: true },
          eventId: { type: 'string', required: true },
          status: { type: storedInviteStatuses, required: true },
          /** The send (hash of participant and Idempotency-Key) that claimed it. */
          sendKey: { type: 'string', required: true },
          invitedByUserId: { type: 'string', required: true },
          messageId: { type: 'string' },
          sentAt: { type: 'string', required: true },
          reminderSentAt: { type: 'string' },
          /** The invitation's language, so its reminder reads the same (absent on older ones: English). */
          language: { type: storedShareLanguages },
        },
        indexes: {
          byParticipant: {
            pk: { field: 'pk', composite: ['participantId'] },
            sk: { field: 'sk', composite: ['channel', 'recipient'] },
          },
          byEvent: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['eventId'] },
            sk: { field: 'gsi2sk', composite: ['channel', 'participantId', 'recipient'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
