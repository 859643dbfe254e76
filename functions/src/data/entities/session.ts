// A signed-in session. The token names it (sid); deleting the item ends the session at once,
// whatever the token's own expiry says.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const sessionEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'session', version: '1' },
        attributes: {
          sessionId: { type: 'string', required: true },
          userId: { type: 'string', required: true },
          role: { type: 'string', required: true },
          ipAddress: { type: 'string' },
          createdAt: { type: 'string', required: true, readOnly: true },
          /** Epoch seconds; readers check it (TTL deletion is lazy, and moto never deletes). */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['sessionId'] }, sk: { field: 'sk', composite: [] } },
          /** A user's sessions, so a password reset can end them all. */
          byUser: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['userId'] },
            sk: { field: 'gsi1sk', composite: ['sessionId'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
