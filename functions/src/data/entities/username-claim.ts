// Uniqueness item for a username (lower-cased), pointing at the user.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const usernameClaimEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'usernameClaim', version: '1' },
        attributes: {
          username: { type: 'string', required: true },
          userId: { type: 'string', required: true },
        },
        indexes: {
          byUsername: { pk: { field: 'pk', composite: ['username'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      tableConfiguration(),
    ),
);
