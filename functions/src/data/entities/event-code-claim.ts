// Uniqueness item for an event code: the code is the key, so a lookup is one GetItem and a
// second event can never take the same code (create() is attribute_not_exists).
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const eventCodeClaimEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'eventCodeClaim', version: '1' },
        attributes: {
          eventCode: { type: 'string', required: true },
          eventId: { type: 'string', required: true },
        },
        indexes: {
          byCode: { pk: { field: 'pk', composite: ['eventCode'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      tableConfiguration(),
    ),
);
