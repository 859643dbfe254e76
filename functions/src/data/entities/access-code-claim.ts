// Uniqueness item for a participant's access code; access-code sign-in is one GetItem.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const accessCodeClaimEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'accessCodeClaim', version: '1' },
        attributes: {
          accessCode: { type: 'string', required: true },
          participantId: { type: 'string', required: true },
          eventId: { type: 'string', required: true },
        },
        indexes: {
          byCode: { pk: { field: 'pk', composite: ['accessCode'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      tableConfiguration(),
    ),
);
