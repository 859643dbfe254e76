// How many participants a parent has created in one event. It only grows (a remove does not give
// a creation back), so an add/remove loop cannot create participants without end: the limit of 9
// per parent counts creations per event as well as current links. ADDed with the condition
// `created < max` in the same transaction as the participant it counts.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const parentCreationsEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'parentCreations', version: '1' },
        attributes: {
          parentId: { type: 'string', required: true },
          eventId: { type: 'string', required: true },
          created: { type: 'number' },
        },
        indexes: {
          byParentAndEvent: {
            pk: { field: 'pk', composite: ['parentId'] },
            sk: { field: 'sk', composite: ['eventId'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
