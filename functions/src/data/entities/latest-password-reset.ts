// The one password reset link of a user that still works: the hash of its token. Each new link
// overwrites it, so every older link of the user stops working at once (revoked without a Query);
// a completed reset removes it, so no other link of the user works any more either.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const latestPasswordResetEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'latestPasswordReset', version: '1' },
        attributes: {
          userId: { type: 'string', required: true },
          tokenHash: { type: 'string', required: true },
          /** Epoch seconds (TTL attribute), the same as its reset's. */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      tableConfiguration(),
    ),
);
