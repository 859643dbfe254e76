// A vendor's product with its variants (docs/shop.md, Model). Variants are a list inside the item,
// so a product page is one GetItem and all of one product's stock moves are one UpdateItem (a stock
// move names the variant's list position and its id). gsi1 lists a vendor's products in every
// status; gsi2 (a category's) and gsi3 (every product) list active ones only: their composite
// attributes `listedCategory` and `listing` are written only while the product is active, and
// ElectroDB writes an index key only when all of its composite attributes are present.
import { Entity } from 'electrodb';
import { storedProductStatuses, storedQuantityBases } from '../stored-values/shop-catalog';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const productEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'product', version: '1' },
        attributes: {
          productId: { type: 'string', required: true },
          vendorId: { type: 'string', required: true },
          /** Copied from the vendor when the product is written: a list shows it without a read. */
          vendorName: { type: 'string', required: true },
          name: { type: 'string', required: true },
          /** The name lowercased: the indexes' sort (begins_with finds a typed prefix). */
          nameKey: { type: 'string', required: true },
          description: { type: 'string', required: true },
          /** A code of the shopCategories reference list. */
          category: { type: 'string', required: true },
          /** Published image URLs in display order (at most six). */
          images: { type: 'list', required: true, items: { type: 'string' } },
          priceCents: { type: 'number', required: true },
          costCents: { type: 'number', required: true },
          packSize: { type: 'number', required: true },
          minimumOrder: { type: 'number', required: true },
          leadTimeDays: { type: 'number', required: true },
          isPrize: { type: 'boolean', required: true },
          status: { type: storedProductStatuses, required: true },
          stockTracked: { type: 'boolean', required: true },
          quantityBasis: { type: storedQuantityBases, required: true },
          /** per-participant only: the amount per participant and its unit (e.g. 1, 'lb'). */
          amountPerParticipant: { type: 'number' },
          quantityUnit: { type: 'string' },
          variants: {
            type: 'list',
            required: true,
            items: {
              type: 'map',
              properties: {
                variantId: { type: 'string', required: true },
                sku: { type: 'string', required: true },
                /** A shirt size code. */
                sizeCode: { type: 'string' },
                colour: { type: 'string' },
                /** Present only while stock is tracked; never below 0 (every move is conditioned). */
                stockOnHand: { type: 'number' },
              },
            },
          },
          /** The category, present only while active: gsi2's partition. */
          listedCategory: { type: 'string' },
          /** storedShopListing, present only while active: gsi3's partition. */
          listing: { type: 'string' },
          /** Raised by every edit; an edit is conditioned on the version its editor read. */
          version: { type: 'number', required: true },
          /**
           * Raised by every stock move (adjustment, reservation, return). An edit rewrites the whole
           * item, conditioned on this too, so it never puts back stock that moved since its read.
           */
          stockRevision: { type: 'number', required: true },
          createdAt: { type: 'string', required: true, readOnly: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['productId'] }, sk: { field: 'sk', composite: [] } },
          byVendor: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['vendorId'] },
            sk: { field: 'gsi1sk', composite: ['nameKey', 'productId'] },
          },
          byCategory: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['listedCategory'] },
            sk: { field: 'gsi2sk', composite: ['nameKey', 'productId'] },
          },
          listed: {
            index: 'gsi3',
            pk: { field: 'gsi3pk', composite: ['listing'] },
            sk: { field: 'gsi3sk', composite: ['nameKey', 'productId'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
