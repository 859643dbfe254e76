// A volunteer's one-day counting code (docs/event-day.md): the code's id names it in the Thon's
// partition (one GetItem when a phone presents it, one Query for the organizer's list); only the
// SHA-256 of its secret part is kept, so the stored item cannot be used to count.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const countingCodeEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'countingCode', version: '1' },
        attributes: {
          eventId: { type: 'string', required: true },
          codeId: { type: 'string', required: true },
          label: { type: 'string', required: true },
          /** Hex SHA-256 of the secret part. */
          secretHash: { type: 'string', required: true },
          createdBy: { type: 'string', required: true },
          createdByName: { type: 'string', required: true },
          createdAt: { type: 'string', required: true },
          /**
           * The next midnight in the Thon's time zone after it was made, as ISO text: not the table's
           * TTL (epoch seconds), which ignores text, so an expired code stays listed as expired.
           */
          expiresAt: { type: 'string', required: true },
          revokedAt: { type: 'string' },
          revokedBy: { type: 'string' },
        },
        indexes: {
          byEvent: {
            pk: { field: 'pk', composite: ['eventId'] },
            sk: { field: 'sk', composite: ['codeId'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
