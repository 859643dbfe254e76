// One stock move of a product's variant by its vendor (received goods, a count correction), written
// in the same transaction as the move itself, never updated. A product's moves are one partition,
// newest last by time (read newest first).
import { Entity } from 'electrodb';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const stockAdjustmentEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'stockAdjustment', version: '1' },
        attributes: {
          productId: { type: 'string', required: true },
          /** ISO timestamp (UTC). */
          at: { type: 'string', required: true },
          adjustmentId: { type: 'string', required: true },
          variantId: { type: 'string', required: true },
          delta: { type: 'number', required: true },
          stockAfter: { type: 'number', required: true },
          reason: { type: 'string', required: true },
          byUserId: { type: 'string', required: true },
          byName: { type: 'string', required: true },
        },
        indexes: {
          byProduct: {
            pk: { field: 'pk', composite: ['productId'] },
            sk: { field: 'sk', composite: ['at', 'adjustmentId'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
