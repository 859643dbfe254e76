// The shop's reports on the wire (docs/shop.md, Routes): the product status of a vendor's products
// (per variant, where its ordered units are and the stock on hand) and the school items (per school
// and Thon, each order line's ordered, shipped and delivered quantities, late ones flagged).
// Quantities are units. One report reads a bounded number of orders and products and says when it
// was cut short (Truncated), rather than reading without end.
import * as z from 'zod';
import { orderStates } from '../../shop/order-states';

/** The most orders one report reads (newest first within each Query); past it, Truncated. */
export const maxShopReportOrders = 1000;
/** The most products of a vendor one product-status report reads. */
export const maxShopReportProducts = 500;
/** An organizer's Thons one school-item report covers without a ThonId (the latest by start date). */
export const maxShopReportThons = 25;

const idField = (name: string) =>
  z.string().trim().min(1, `${name} is not valid`).max(128, `${name} is not valid`).optional();

/** `csv`: the answer also carries the rows as a CSV file (formula-escaped). */
const formatField = z.enum(['json', 'csv'], { error: 'Format must be json or csv' }).default('json');

export const getProductStatusReportQuerySchema = z.strictObject({
  /** A super admin names the vendor; a vendor user's own is taken (another's answers 404). */
  VendorId: idField('VendorId'),
  Format: formatField,
});
export type GetProductStatusReportQuery = z.infer<typeof getProductStatusReportQuerySchema>;

export const getSchoolItemReportQuerySchema = z.strictObject({
  ThonId: idField('ThonId'),
  FranchiseId: idField('FranchiseId'),
  VendorId: idField('VendorId'),
  Format: formatField,
});
export type GetSchoolItemReportQuery = z.infer<typeof getSchoolItemReportQuerySchema>;

const quantity = z.number().int();

export const productStatusRowSchema = z.object({
  ProductId: z.string(),
  ProductName: z.string(),
  /** The product's status, or `removed` for a variant orders name that the catalogue no longer holds. */
  ProductStatus: z.string(),
  VariantId: z.string(),
  Sku: z.string(),
  Size: z.string(),
  Colour: z.string(),
  InDrafts: quantity,
  Submitted: quantity,
  Confirmed: quantity,
  Shipped: quantity,
  Delivered: quantity,
  Cancelled: quantity,
  /** Null: stock not tracked (made to order). */
  StockOnHand: quantity.nullable(),
});
export type ProductStatusRowWire = z.infer<typeof productStatusRowSchema>;

export const productStatusTotalsSchema = productStatusRowSchema.pick({
  InDrafts: true,
  Submitted: true,
  Confirmed: true,
  Shipped: true,
  Delivered: true,
  Cancelled: true,
});
export type ProductStatusTotalsWire = z.infer<typeof productStatusTotalsSchema>;

export const productStatusReportSchema = z.object({
  VendorId: z.string(),
  VendorName: z.string(),
  /** A row per variant: each unit counted once, in the furthest state it reached. */
  Rows: z.array(productStatusRowSchema),
  Totals: productStatusTotalsSchema,
  /** True: the vendor has more orders or products than one report reads; the figures are partial. */
  Truncated: z.boolean(),
  Csv: z.string().optional(),
});
export type ProductStatusReportWire = z.infer<typeof productStatusReportSchema>;

export const schoolItemRowSchema = z.object({
  OrganizationId: z.string(),
  OrganizationName: z.string(),
  ThonId: z.string(),
  ThonName: z.string(),
  OrderId: z.string(),
  OrderStatus: z.enum(orderStates),
  /** The order's ship-to address on one line. */
  ShipTo: z.string(),
  VendorId: z.string(),
  VendorName: z.string(),
  /** YYYY-MM-DD. */
  NeedBy: z.string(),
  LineId: z.string(),
  ProductId: z.string(),
  ProductName: z.string(),
  Sku: z.string(),
  Size: z.string(),
  Colour: z.string(),
  Ordered: quantity,
  Shipped: quantity,
  Delivered: quantity,
  /** The need-by date has passed and not all of the line has shipped (as the order's own Late). */
  Late: z.boolean(),
});
export type SchoolItemRowWire = z.infer<typeof schoolItemRowSchema>;

export const schoolItemReportSchema = z.object({
  /** Lines of submitted orders onward (no drafts, no cancelled orders), by school, Thon and need-by. */
  Rows: z.array(schoolItemRowSchema),
  Truncated: z.boolean(),
  Csv: z.string().optional(),
});
export type SchoolItemReportWire = z.infer<typeof schoolItemReportSchema>;
