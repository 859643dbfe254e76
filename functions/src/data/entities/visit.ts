// A donor's visit to a public page, with the campaign tracking of the landing URL. Keyed by its own
// random id, so event-day traffic spreads over partitions; a later pledge names the
// visit id and copies the tracking fields onto itself, so a visit only lives 30 days (expiresAt).
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const visitEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'visit', version: '1' },
        attributes: {
          visitId: { type: 'string', required: true },
          eventId: { type: 'string', required: true },
          participantId: { type: 'string' },
          source: { type: 'string' },
          medium: { type: 'string' },
          campaign: { type: 'string' },
          templateId: { type: 'string' },
          createdAt: { type: 'string', required: true, readOnly: true },
          /** Epoch seconds (TTL attribute): readers check it too, TTL deletion is lazy and moto never deletes. */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['visitId'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      tableConfiguration(),
    ),
);
