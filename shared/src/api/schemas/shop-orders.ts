// The shop's carts and orders (docs/shop.md "The order"): a buyer's draft cart for one Thon and one
// vendor, filled by hand or from the Thon's roster, submitted with a card or a purchase order. The
// order's wire shape here is the one every shop-orders and shop-fulfilment route answers.
import * as z from 'zod';
import { requiredId as id, requiredText as text } from './required-fields';
import { isIsoCalendarDate } from '../../catalog/patterns';

const isoDate = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`)
    .refine(isIsoCalendarDate, `${field} must be a real date`);

/** A cart line's quantity: whole, at least one, far below what the totals' integer cents can hold. */
export const maxLineQuantity = 100_000;
export const maxCartLines = 100;
export const maxOrderNotesLength = 1000;

export const orderStatuses = [
  'draft',
  'submitted',
  'confirmed',
  'partially-shipped',
  'shipped',
  'delivered',
  'cancelled',
  'on-hold',
] as const;
export const orderStatusSchema = z.enum(orderStatuses, {
  error: `Status must be one of ${orderStatuses.join(', ')}`,
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const paymentMethods = ['card', 'purchase-order'] as const;
export const paymentStates = ['awaiting', 'unpaid', 'paid', 'refunded'] as const;
export const timelineKinds = [
  'created',
  'cart-changed',
  'submitted',
  'paid',
  'confirmed',
  'held',
  'released',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;

export const orderIdSchema = id('OrderId');
export const orderIdPathSchema = z.strictObject({ orderId: orderIdSchema });

export const shipToSchema = z.strictObject({
  Name: text('Ship-to name', 100),
  Street: text('Street', 200),
  City: text('City', 100),
  State: z
    .string({ error: 'State is required' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'State must be a two-letter code')
    .transform((state) => state.toUpperCase()),
  Zip: z
    .string({ error: 'ZIP is required' })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'ZIP must be 5 digits (or ZIP+4)'),
});
export type ShipTo = z.infer<typeof shipToSchema>;

export const createCartRequestSchema = z.strictObject({ ThonId: id('ThonId'), VendorId: id('VendorId') });
export type CreateCartRequest = z.infer<typeof createCartRequestSchema>;

export const cartLineRequestSchema = z.strictObject({
  ProductId: id('ProductId'),
  VariantId: id('VariantId').optional(),
  Quantity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(maxLineQuantity, `Quantity must be at most ${maxLineQuantity}`),
});
export type CartLineRequest = z.infer<typeof cartLineRequestSchema>;

/** The whole cart as the buyer sees it: Lines replaces every line; NeedBy null goes back to the default. */
export const updateCartRequestSchema = z.strictObject({
  OrderId: orderIdSchema,
  Version: z.number({ error: 'Version is required' }).int().min(1),
  Lines: z.array(cartLineRequestSchema).max(maxCartLines, `A cart has at most ${maxCartLines} lines`),
  NeedBy: isoDate('NeedBy').nullable().optional(),
  ShipTo: shipToSchema.optional(),
  Notes: z
    .string()
    .trim()
    .max(maxOrderNotesLength, `Notes must be at most ${maxOrderNotesLength} characters`)
    .optional(),
});
export type UpdateCartRequest = z.infer<typeof updateCartRequestSchema>;

export const fillCartFromThonRequestSchema = z.strictObject({
  OrderId: orderIdSchema,
  ProductIds: z
    .array(id('ProductId'))
    .min(1, 'Choose at least one product')
    .max(maxCartLines, `Choose at most ${maxCartLines} products`),
  BufferPercent: z
    .number({ error: 'BufferPercent must be a number' })
    .int('BufferPercent must be a whole number')
    .min(0, 'BufferPercent must be between 0 and 100')
    .max(100, 'BufferPercent must be between 0 and 100'),
});
export type FillCartFromThonRequest = z.infer<typeof fillCartFromThonRequestSchema>;

export const deleteCartRequestSchema = z.strictObject({ OrderId: orderIdSchema });
export type DeleteCartRequest = z.infer<typeof deleteCartRequestSchema>;

export const orderPaymentRequestSchema = z.discriminatedUnion(
  'Method',
  [
    z.strictObject({ Method: z.literal('card'), PaymentMethodId: id('PaymentMethodId') }),
    z.strictObject({ Method: z.literal('purchase-order'), PoNumber: text('PO number', 50) }),
  ],
  { error: 'Payment Method must be card or purchase-order' },
);
/** Submits the draft at the Version read; the Idempotency-Key header is required. */
export const submitOrderRequestSchema = z.strictObject({
  OrderId: orderIdSchema,
  Version: z.number({ error: 'Version is required' }).int().min(1),
  Payment: orderPaymentRequestSchema,
});
export type SubmitOrderRequest = z.infer<typeof submitOrderRequestSchema>;

export const listOrdersQuerySchema = z.strictObject({
  VendorId: id('VendorId').optional(),
  ThonId: id('ThonId').optional(),
  FranchiseId: id('FranchiseId').optional(),
  Status: orderStatusSchema.optional(),
  NeedByBefore: isoDate('NeedByBefore').optional(),
  Cursor: z.string().max(2048).optional(),
});
export type ListOrdersQuery = z.infer<typeof listOrdersQuerySchema>;

const roundingSchema = z.strictObject({
  /** The quantity the buyer (or the builder) asked for, before rounding up. */
  RequestedQuantity: z.number(),
  /** Rounded up to whole packs. */
  ToPack: z.boolean(),
  /** Then raised to the product's minimum order quantity. */
  ToMinimum: z.boolean(),
});

export const orderLineSchema = z.strictObject({
  LineId: z.string(),
  ProductId: z.string(),
  VariantId: z.string().nullable(),
  /** For a draft the product's current values; from submission, those copied into the order. */
  ProductName: z.string(),
  Sku: z.string().nullable(),
  Size: z.string().nullable(),
  Colour: z.string().nullable(),
  UnitPriceCents: z.number(),
  PackSize: z.number(),
  MinimumQuantity: z.number(),
  LeadTimeDays: z.number(),
  Quantity: z.number(),
  Rounding: roundingSchema,
  LineTotalCents: z.number(),
  QuantityShipped: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderTotalsSchema = z.strictObject({
  SubtotalCents: z.number(),
  /** The vendor's flat shipping fee per order. */
  ShippingCents: z.number(),
  /** What the buyer pays: subtotal + shipping. */
  TotalCents: z.number(),
  /** 5 % of the subtotal, the vendor's cost of selling through the shop. */
  PlatformFeeCents: z.number(),
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

export const orderPaymentSchema = z.strictObject({
  Method: z.enum(paymentMethods),
  State: z.enum(paymentStates),
  PoNumber: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

const byWhomSchema = z.strictObject({ UserId: z.string(), Name: z.string() });

export const orderShipmentSchema = z.strictObject({
  ShipmentId: z.string(),
  Carrier: z.string(),
  TrackingNumber: z.string(),
  Lines: z.array(z.strictObject({ LineId: z.string(), Quantity: z.number() })),
  ShippedAt: z.string(),
  ShippedBy: byWhomSchema,
  DeliveredAt: z.string().nullable(),
  DeliveredBy: byWhomSchema.nullable(),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

export const orderTimelineEntrySchema = z.strictObject({
  At: z.string(),
  By: byWhomSchema,
  Kind: z.enum(timelineKinds),
  Note: z.string().nullable(),
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;

export const orderSchema = z.strictObject({
  OrderId: z.string(),
  ThonId: z.string(),
  ThonName: z.string(),
  OrganizationId: z.string(),
  /** null: a direct customer's Thon (no franchise). */
  FranchiseId: z.string().nullable(),
  VendorId: z.string(),
  VendorName: z.string(),
  Buyer: z.strictObject({ UserId: z.string(), Name: z.string(), Email: z.string() }),
  ShipTo: z.strictObject({
    Name: z.string(),
    Street: z.string(),
    City: z.string(),
    State: z.string(),
    Zip: z.string(),
  }),
  /** The Thon's end date. */
  EventDay: z.string(),
  NeedBy: z.string(),
  /** True once the buyer chose NeedBy; until then it follows the lines' longest lead time. */
  NeedBySetByBuyer: z.boolean(),
  /** The need-by date has passed and the order is not shipped, delivered or cancelled. */
  Late: z.boolean(),
  Notes: z.string().nullable(),
  IsTest: z.boolean(),
  Status: orderStatusSchema,
  /** The state a hold returns to on release (null unless on hold). */
  HeldFrom: orderStatusSchema.nullable(),
  HoldNote: z.string().nullable(),
  Lines: z.array(orderLineSchema),
  /** A draft's are what it would come to at today's prices; from submission, what was charged. */
  Totals: orderTotalsSchema,
  /** null while a draft. */
  Payment: orderPaymentSchema.nullable(),
  Shipments: z.array(orderShipmentSchema),
  Timeline: z.array(orderTimelineEntrySchema),
  Version: z.number(),
  CreatedAt: z.string(),
  SubmittedAt: z.string().nullable(),
  UpdatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** A cart change's answer: the cart, and which lines were rounded up (to say so next to them). */
export const cartSchema = z.strictObject({
  Order: orderSchema,
  /** What the buyer should know about this change (sizes the product lacks, lines left out). */
  Notices: z.array(z.string()),
  RoundedLines: z.array(
    z.strictObject({
      LineId: z.string(),
      ProductName: z.string(),
      Rounding: roundingSchema,
      Quantity: z.number(),
    }),
  ),
});
export type Cart = z.infer<typeof cartSchema>;

export const orderSummarySchema = z.strictObject({
  OrderId: z.string(),
  ThonId: z.string(),
  ThonName: z.string(),
  VendorId: z.string(),
  VendorName: z.string(),
  FranchiseId: z.string().nullable(),
  BuyerName: z.string(),
  Status: orderStatusSchema,
  NeedBy: z.string(),
  Late: z.boolean(),
  LineCount: z.number(),
  /** null for a draft (its prices are not fixed until submission). */
  TotalCents: z.number().nullable(),
  PaymentState: z.enum(paymentStates).nullable(),
  IsTest: z.boolean(),
  CreatedAt: z.string(),
  SubmittedAt: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListSchema = z.strictObject({
  Orders: z.array(orderSummarySchema),
  /** Present when there are more: send it back as Cursor for the next page. */
  NextCursor: z.string().nullable(),
});
export type OrderList = z.infer<typeof orderListSchema>;

export const deletedCartSchema = z.strictObject({ OrderId: z.string(), Deleted: z.literal(true) });
