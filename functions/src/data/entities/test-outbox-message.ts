// The outbox of a test Thon: every email and text message a test Thon's sharing would have sent is
// kept here instead of going to SES or SNS, on every stage (production included), so a rehearsal
// reaches no real address or phone and the rehearsing user can still read what went out. Kept 30
// days (expiresAt, the table's TTL).
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const testOutboxMessageEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'testOutboxMessage', version: '1' },
        attributes: {
          eventId: { type: 'string', required: true },
          messageId: { type: 'string', required: true },
          /** ISO time it was kept: the sort key, so a Thon's outbox reads in order. */
          sentAt: { type: 'string', required: true },
          channel: { type: ['email', 'sms'] as const, required: true },
          /** The address or E.164 number it was meant for. */
          to: { type: 'string', required: true },
          /** Email only: the sender's shown name, reply-to, subject, bodies. */
          fromName: { type: 'string' },
          replyTo: { type: 'string' },
          subject: { type: 'string' },
          /** The email's text body, or the text message itself. */
          text: { type: 'string', required: true },
          html: { type: 'string' },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byThon: {
            pk: { field: 'pk', composite: ['eventId'] },
            sk: { field: 'sk', composite: ['sentAt', 'messageId'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
