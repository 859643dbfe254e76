// A provider webhook event already applied, keyed by the provider's event id: a
// redelivered event finds it and changes nothing. Kept 30 days (Stripe retries for 3 days).
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const webhookEventEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'webhookEvent', version: '1' },
        attributes: {
          eventId: { type: 'string', required: true },
          kind: { type: 'string', required: true },
          createdAt: { type: 'string', required: true, readOnly: true },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['eventId'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      tableConfiguration(),
    ),
);
