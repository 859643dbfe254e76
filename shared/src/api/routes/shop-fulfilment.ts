// The moves of a submitted shop order (docs/shop.md "States"): confirm, hold and release, ship
// (several shipments), mark delivered, cancel (with the refund of a paid card order) and mark a
// purchase order paid. Each is one conditional write from the expected state; a wrong move is 409.
// Part of the route table (index: ../routes.ts); a handler or web feature imports only its area.
import { defineRoute, type AnyRoute } from '../route-definition';
import {
  cancelOrderRequestSchema,
  confirmOrderRequestSchema,
  holdOrderRequestSchema,
  markOrderDeliveredRequestSchema,
  markOrderPaidRequestSchema,
  releaseOrderRequestSchema,
  shipOrderRequestSchema,
} from '../schemas/shop-fulfilment';
import { orderSchema } from '../schemas/shop-orders';

/** The vendor's own moves: only their vendor's users (another vendor's order answers 404). */
const vendors = { kind: 'signed-in', roles: ['vendor'] } as const;
/** Moves open to both sides: the buyers (scope decides per Thon) and the order's vendor. */
const buyersAndVendors = {
  kind: 'signed-in',
  roles: ['super-admin', 'franchisee-user', 'organizer', 'vendor'],
} as const;

export const shopFulfilmentRoutes = {
  confirmOrder: defineRoute({
    name: 'ConfirmOrder',
    summary:
      'The vendor accepts a submitted order; the buyer and the vendor are emailed (409 from any other state)',
    method: 'POST',
    path: '/api/shop/ConfirmOrder',
    handler: 'shop-fulfilment/confirm-order',
    auth: vendors,
    table: 'write',
    uses: ['email'],
    request: { body: confirmOrderRequestSchema },
    response: orderSchema,
  }),
  holdOrder: defineRoute({
    name: 'HoldOrder',
    summary:
      'The vendor puts a submitted, confirmed or partially shipped order on hold with a note (back-order, query)',
    method: 'POST',
    path: '/api/shop/HoldOrder',
    handler: 'shop-fulfilment/hold-order',
    auth: vendors,
    table: 'write',
    request: { body: holdOrderRequestSchema },
    response: orderSchema,
  }),
  releaseOrder: defineRoute({
    name: 'ReleaseOrder',
    summary: 'The vendor releases an order on hold back to the state it left',
    method: 'POST',
    path: '/api/shop/ReleaseOrder',
    handler: 'shop-fulfilment/release-order',
    auth: vendors,
    table: 'write',
    request: { body: releaseOrderRequestSchema },
    response: orderSchema,
  }),
  shipOrder: defineRoute({
    name: 'ShipOrder',
    summary:
      'The vendor ships some or all of a confirmed order: a quantity per line up to what remains, a carrier and a tracking number; partially shipped until every line has shipped in full; the buyer and the vendor are emailed',
    method: 'POST',
    path: '/api/shop/ShipOrder',
    handler: 'shop-fulfilment/ship-order',
    auth: vendors,
    table: 'write',
    uses: ['email'],
    request: { body: shipOrderRequestSchema },
    response: orderSchema,
  }),
  markOrderDelivered: defineRoute({
    name: 'MarkOrderDelivered',
    summary:
      'A shipped order reached the school: the buyer confirms it, or the vendor records it with the DeliveredOn date',
    method: 'POST',
    path: '/api/shop/MarkOrderDelivered',
    handler: 'shop-fulfilment/mark-order-delivered',
    auth: buyersAndVendors,
    table: 'write',
    request: { body: markOrderDeliveredRequestSchema },
    response: orderSchema,
  }),
  cancelOrder: defineRoute({
    name: 'CancelOrder',
    summary:
      "The buyer, the vendor or a super admin cancels an order before anything shipped, with a reason: tracked stock given back in the same write; a paid card order refunded from the vendor's account; the buyer and the vendor are emailed",
    method: 'POST',
    path: '/api/shop/CancelOrder',
    handler: 'shop-fulfilment/cancel-order',
    auth: buyersAndVendors,
    table: 'write',
    uses: ['payment-provider', 'email'],
    request: { body: cancelOrderRequestSchema },
    response: orderSchema,
  }),
  markOrderPaid: defineRoute({
    name: 'MarkOrderPaid',
    summary: "The vendor records a purchase order's payment (a card order is paid at submission)",
    method: 'POST',
    path: '/api/shop/MarkOrderPaid',
    handler: 'shop-fulfilment/mark-order-paid',
    auth: vendors,
    table: 'write',
    request: { body: markOrderPaidRequestSchema },
    response: orderSchema,
  }),
} as const satisfies Record<string, AnyRoute>;
