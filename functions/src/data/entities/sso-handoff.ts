// A one-time single-sign-on code (admin ↔ main site), stored as its SHA-256 hash. Removed on
// use (single use); it lives 60 seconds and expiry is checked in code.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';
import { storedSsoTargets } from '../stored-values/auth';

export const ssoHandoffEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'ssoHandoff', version: '1' },
        attributes: {
          codeHash: { type: 'string', required: true },
          userId: { type: 'string', required: true },
          target: { type: storedSsoTargets, required: true },
          /** The origin of the site the code was issued for; the exchange must name the same one. */
          targetOrigin: { type: 'string', required: true },
          createdAt: { type: 'string', required: true },
          /** Epoch seconds; readers check it (TTL deletion is lazy, and moto never deletes). */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byCodeHash: { pk: { field: 'pk', composite: ['codeHash'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      tableConfiguration(),
    ),
);
