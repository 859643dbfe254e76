// A parent's link to one participant (their child). Links live in the parent's partition next
// to the parent's counter item, so a parent's list is one Query and the limit of 9 is held by
// the counter's condition inside the same transaction that writes the link.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const parentLinkEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'parentLink', version: '1' },
        attributes: {
          parentId: { type: 'string', required: true },
          participantId: { type: 'string', required: true },
          eventId: { type: 'string', required: true },
          createdAt: { type: 'string', required: true, readOnly: true },
        },
        indexes: {
          byParent: {
            pk: { field: 'pk', composite: ['parentId'] },
            sk: { field: 'sk', composite: ['participantId'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
