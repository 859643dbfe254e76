// A vendor shop order, from the buyer's draft cart to delivery (docs/shop.md "The order"). Its
// lines, shipments and timeline are lists inside the one item: an order page is one GetItem, and
// every change (a state move, a shipment, its timeline entry) is one conditional write of it.
import { Entity } from 'electrodb';
import {
  storedShopOrderStatuses,
  storedShopPaymentMethods,
  storedShopPaymentStates,
  storedShopTimelineKinds,
} from '../stored-values/shop-orders';
import { lazyEntity, tableConfiguration } from '../lazy-entity';

export const shopOrderEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { service: 'thon', entity: 'shopOrder', version: '1' },
        attributes: {
          orderId: { type: 'string', required: true },
          eventId: { type: 'string', required: true },
          /** Copied when the cart is made: a vendor user may not read the Thon, yet the order names it. */
          eventName: { type: 'string', required: true },
          organizationId: { type: 'string', required: true },
          /** The Thon's franchise, or 'direct' (stored-values/franchises.ts) for a direct customer. */
          franchiseId: { type: 'string', required: true },
          vendorId: { type: 'string', required: true },
          /** Copied when the cart is made, so the order pages and emails name the vendor without a read. */
          vendorName: { type: 'string', required: true },
          buyerUserId: { type: 'string', required: true },
          buyerName: { type: 'string', required: true },
          buyerEmail: { type: 'string', required: true },
          /** The Thon's organization's address when the cart was made; the buyer may change it. */
          shipTo: {
            type: 'map',
            required: true,
            properties: {
              name: { type: 'string', required: true },
              street: { type: 'string', required: true },
              city: { type: 'string', required: true },
              state: { type: 'string', required: true },
              zip: { type: 'string', required: true },
            },
          },
          /** The Thon's end date (yyyy-MM-dd): a Thon has no separate event day. */
          eventDay: { type: 'string', required: true },
          /** yyyy-MM-dd; gsi4 sorts a franchise's orders by it. */
          needBy: { type: 'string', required: true },
          /** True once the buyer chose the date: cart changes no longer recompute it. */
          needBySetByBuyer: { type: 'boolean' },
          notes: { type: 'string' },
          /** A test Thon's order: charged in the provider's test mode, mail to the test outbox. */
          isTest: { type: 'boolean' },
          lines: {
            type: 'list',
            required: true,
            items: {
              type: 'map',
              properties: {
                lineId: { type: 'string', required: true },
                productId: { type: 'string', required: true },
                variantId: { type: 'string' },
                quantity: { type: 'number', required: true },
                /** What the buyer asked for before rounding up to the pack and the minimum. */
                requestedQuantity: { type: 'number', required: true },
                roundedToPack: { type: 'boolean' },
                roundedToMinimum: { type: 'boolean' },
                // Copied at submission: the order keeps what was bought even if the product changes.
                productName: { type: 'string' },
                sku: { type: 'string' },
                sizeCode: { type: 'string' },
                colour: { type: 'string' },
                unitPriceCents: { type: 'number' },
                packSize: { type: 'number' },
                minimumQuantity: { type: 'number' },
                leadTimeDays: { type: 'number' },
                /** Whether the product's stock is tracked (a cancel gives reserved stock back). */
                stockTracked: { type: 'boolean' },
                quantityShipped: { type: 'number' },
              },
            },
          },
          // Totals at submission, integer cents.
          subtotalCents: { type: 'number' },
          shippingCents: { type: 'number' },
          totalCents: { type: 'number' },
          platformFeeCents: { type: 'number' },
          paymentMethod: { type: storedShopPaymentMethods },
          paymentState: { type: storedShopPaymentStates },
          poNumber: { type: 'string' },
          /** Provider ids only (card data never reaches us). */
          paymentMethodId: { type: 'string' },
          paymentIntentId: { type: 'string' },
          /**
           * Card charges tried so far: attempt 1 charges with key `{orderId}:charge`, a later one
           * (after a decline sent the order back to draft) with `{orderId}:charge:{n}`, since the
           * provider would otherwise replay the declined answer for that key.
           */
          chargeAttempt: { type: 'number' },
          refundedCents: { type: 'number' },
          shipments: {
            type: 'list',
            items: {
              type: 'map',
              properties: {
                shipmentId: { type: 'string', required: true },
                carrier: { type: 'string', required: true },
                trackingNumber: { type: 'string', required: true },
                lines: {
                  type: 'list',
                  required: true,
                  items: {
                    type: 'map',
                    properties: {
                      lineId: { type: 'string', required: true },
                      quantity: { type: 'number', required: true },
                    },
                  },
                },
                shippedAt: { type: 'string', required: true },
                shippedByUserId: { type: 'string', required: true },
                shippedByName: { type: 'string', required: true },
                deliveredAt: { type: 'string' },
                deliveredByUserId: { type: 'string' },
                deliveredByName: { type: 'string' },
              },
            },
          },
          timeline: {
            type: 'list',
            required: true,
            items: {
              type: 'map',
              properties: {
                at: { type: 'string', required: true },
                userId: { type: 'string', required: true },
                name: { type: 'string', required: true },
                kind: { type: storedShopTimelineKinds, required: true },
                note: { type: 'string' },
              },
            },
          },
          status: { type: storedShopOrderStatuses, required: true },
          /** The state a hold returns to on release. */
          heldFrom: { type: storedShopOrderStatuses },
          holdNote: { type: 'string' },
          /** Raised by every write; a write is conditioned on the version (or the status) it read. */
          version: { type: 'number', required: true },
          /** SHA-256 of SubmitOrder's Idempotency-Key: the same key again answers the same order. */
          submitKeyHash: { type: 'string' },
          createdAt: { type: 'string', required: true, readOnly: true },
          submittedAt: { type: 'string' },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          byId: { pk: { field: 'pk', composite: ['orderId'] }, sk: { field: 'sk', composite: [] } },
          /** A vendor's incoming orders, newest last (drafts are filtered out: a vendor never sees them). */
          byVendor: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['vendorId'] },
            sk: { field: 'gsi1sk', composite: ['createdAt', 'orderId'] },
          },
          /** The orders (and carts) a buyer placed. */
          byBuyer: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['buyerUserId'] },
            sk: { field: 'gsi2sk', composite: ['createdAt', 'orderId'] },
          },
          /** A Thon's orders. */
          byThon: {
            index: 'gsi3',
            pk: { field: 'gsi3pk', composite: ['eventId'] },
            sk: { field: 'gsi3sk', composite: ['createdAt', 'orderId'] },
          },
          /** A franchise's orders by need-by date (a date range is a key range). */
          byFranchiseNeedBy: {
            index: 'gsi4',
            pk: { field: 'gsi4pk', composite: ['franchiseId'] },
            sk: { field: 'gsi4sk', composite: ['needBy', 'orderId'] },
          },
        },
      },
      tableConfiguration(),
    ),
);
