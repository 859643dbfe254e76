// A Thon. Its event code is unique through the eventCodeClaim item written in the same transaction.
import { Entity } from 'electrodb';

export const eventStatuses = ['draft', 'live', 'completed', 'processed'] as const;

export const eventEntity = new Entity({
  model: { service: 'thon', entity: 'event', version: '1' },
  attributes: {
    eventId: { type: 'string', required: true },
    organizationId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    eventCode: { type: 'string', required: true },
    status: { type: eventStatuses, required: true },
    unitName: { type: 'string', required: true },
    /** Calendar dates (YYYY-MM-DD) in the event's own time zone. */
    startDate: { type: 'string', required: true },
    endDate: { type: 'string', required: true },
    timeZone: { type: 'string', required: true },
    goal: { type: 'number', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['eventId'] }, sk: { field: 'sk', composite: [] } },
    byOrganization: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['organizationId'] },
      sk: { field: 'gsi1sk', composite: ['startDate', 'eventId'] },
    },
  },
});
