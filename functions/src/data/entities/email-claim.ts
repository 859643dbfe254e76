// Uniqueness item for an email address (lower-cased), pointing at the user. Written in the same
// transaction as the user, so no two users share an email and a lookup by email is one GetItem.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const emailClaimEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'emailClaim', version: '1' },
        attributes: {
          email: { type: 'string', required: true },
          userId: { type: 'string', required: true },
        },
        indexes: {
          byEmail: { pk: { field: 'pk', composite: ['email'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      tableConfiguration(),
    ),
);
