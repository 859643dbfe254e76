// The shop's carts and orders (docs/shop.md): a buyer's draft carts (made, changed, filled from a
// Thon's roster, deleted), their submission (card or purchase order), and reading orders: buyers the
// orders of the Thons they may manage, vendor users their vendor's incoming orders.
// Part of the route table (index: ../routes.ts); a handler or web feature imports only its area.
import { defineRoute, type AnyRoute } from '../route-definition';
import {
  cartSchema,
  createCartRequestSchema,
  deleteCartRequestSchema,
  deletedCartSchema,
  fillCartFromThonRequestSchema,
  listOrdersQuerySchema,
  orderIdPathSchema,
  orderListSchema,
  orderSchema,
  submitOrderRequestSchema,
  updateCartRequestSchema,
} from '../schemas/shop-orders';
import { noQuery } from './route-defaults';

/** Who buys (docs/shop.md, Who); the scope then decides per Thon (canManageThon) and per franchise. */
const buyers = { kind: 'signed-in', roles: ['super-admin', 'franchisee-user', 'organizer'] } as const;
/** Who reads orders: the buyers, and vendor users their vendor's incoming ones. */
const orderReaders = {
  kind: 'signed-in',
  roles: ['super-admin', 'franchisee-user', 'organizer', 'vendor'],
} as const;

export const shopOrderRoutes = {
  createCart: defineRoute({
    name: 'CreateCart',
    summary:
      "Start a draft cart for a Thon the caller may manage and one vendor, shipped to the Thon's organization; a buyer may keep several drafts",
    method: 'POST',
    path: '/api/shop/CreateCart',
    handler: 'shop-orders/create-cart',
    auth: buyers,
    table: 'write',
    request: { body: createCartRequestSchema, ...noQuery },
    response: cartSchema,
  }),
  updateCart: defineRoute({
    name: 'UpdateCart',
    summary:
      "Replace a draft's lines (active products of its vendor; quantities rounded up to the pack and the minimum, the rounding answered), need-by date, ship-to and notes; conditioned on Version (409 when changed)",
    method: 'POST',
    path: '/api/shop/UpdateCart',
    handler: 'shop-orders/update-cart',
    auth: buyers,
    table: 'write',
    request: { body: updateCartRequestSchema, ...noQuery },
    response: cartSchema,
  }),
  fillCartFromThon: defineRoute({
    name: 'FillCartFromThon',
    summary:
      "Set the quantities of the chosen products from the Thon's roster (shirt sizes, participant count) plus a buffer percent, rounded up to pack and minimum",
    method: 'POST',
    path: '/api/shop/FillCartFromThon',
    handler: 'shop-orders/fill-cart-from-thon',
    auth: buyers,
    table: 'write',
    request: { body: fillCartFromThonRequestSchema, ...noQuery },
    response: cartSchema,
  }),
  deleteCart: defineRoute({
    name: 'DeleteCart',
    summary: 'Delete a draft cart (a submitted order is cancelled instead)',
    method: 'POST',
    path: '/api/shop/DeleteCart',
    handler: 'shop-orders/delete-cart',
    auth: buyers,
    table: 'write',
    request: { body: deleteCartRequestSchema, ...noQuery },
    response: deletedCartSchema,
  }),
  submitOrder: defineRoute({
    name: 'SubmitOrder',
    summary:
      "Submit a draft (requires an Idempotency-Key header): prices copied, tracked stock reserved (409 naming a product short of stock), a card charged to the vendor's account (402 with the provider's message on a decline, the cart back to draft) or a purchase order recorded; the buyer and the vendor are emailed",
    method: 'POST',
    path: '/api/shop/SubmitOrder',
    handler: 'shop-orders/submit-order',
    auth: buyers,
    table: 'write',
    uses: ['payment-provider', 'email'],
    request: { body: submitOrderRequestSchema, ...noQuery },
    response: orderSchema,
  }),
  listOrders: defineRoute({
    name: 'ListOrders',
    summary:
      "Orders in the caller's reach, newest first: a vendor user's incoming orders (no drafts), a franchisee user's franchise's, an organizer's own; a super admin's by VendorId, ThonId or FranchiseId (else their own). Filters Status, ThonId, NeedByBefore; a page at a time (cursor)",
    method: 'GET',
    path: '/api/shop/ListOrders',
    handler: 'shop-orders/list-orders',
    auth: orderReaders,
    table: 'read',
    request: { query: listOrdersQuerySchema },
    response: orderListSchema,
  }),
  getOrder: defineRoute({
    name: 'GetOrder',
    summary:
      "One order with its lines, shipments and timeline: its vendor's users (not drafts), a buyer who may manage its Thon, a super admin; else 404 like an unknown id",
    method: 'GET',
    path: '/api/shop/GetOrder/{orderId}',
    handler: 'shop-orders/get-order',
    auth: orderReaders,
    table: 'read',
    request: { path: orderIdPathSchema, ...noQuery },
    response: orderSchema,
  }),
} as const satisfies Record<string, AnyRoute>;
