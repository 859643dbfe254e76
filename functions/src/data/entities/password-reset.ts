// A pending password reset. Only the SHA-256 hash of the emailed token is stored, so a copy of
// the table does not hold working links. Removed on use (single use); expiry is checked in code.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const passwordResetEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'passwordReset', version: '1' },
        attributes: {
          tokenHash: { type: 'string', required: true },
          userId: { type: 'string', required: true },
          createdAt: { type: 'string', required: true },
          /** Epoch seconds; readers check it (TTL deletion is lazy, and moto never deletes). */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byTokenHash: { pk: { field: 'pk', composite: ['tokenHash'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      tableConfiguration(),
    ),
);
