// A team or class inside one event; teams are always read per event, so the event is the partition.
import { Entity } from 'electrodb';

export const teamEntity = new Entity({
  model: { service: 'thon', entity: 'team', version: '1' },
  attributes: {
    eventId: { type: 'string', required: true },
    teamId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    leaderUserId: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byEvent: { pk: { field: 'pk', composite: ['eventId'] }, sk: { field: 'sk', composite: ['teamId'] } },
  },
});
