// How many participants a parent holds. Every link write adds 1 under the condition
// `attribute_not_exists(linkCount) OR linkCount < max` in the same transaction as the link, so
// concurrent adds can never take a parent past the limit. A remove deletes the link (condition:
// it exists) with ADD -1 (condition: linkCount > 0) in one transaction, so the count stays exact.
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const parentCounterEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'parentCounter', version: '1' },
        attributes: {
          parentId: { type: 'string', required: true },
          linkCount: { type: 'number' },
        },
        indexes: {
          byParent: { pk: { field: 'pk', composite: ['parentId'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      tableConfiguration(),
    ),
);
