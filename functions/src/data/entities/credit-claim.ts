// One item per credit applied to a participant's raisedCents, keyed by the credit's idempotency
// key (the pledge or donation id). Written in the same transaction as the ADD, only if absent, so
// a redelivered message or a duplicate webhook finds it and counts nothing twice.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const creditClaimEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'creditClaim', version: '1' },
        attributes: {
          idempotencyKey: { type: 'string', required: true },
          participantId: { type: 'string', required: true },
          cents: { type: 'number', required: true },
          createdAt: { type: 'string', required: true, readOnly: true },
        },
        indexes: {
          byKey: { pk: { field: 'pk', composite: ['idempotencyKey'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      tableConfiguration(),
    ),
);
