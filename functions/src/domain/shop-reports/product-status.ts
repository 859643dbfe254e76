// The product-status report's arithmetic: per product and variant, where its ordered units are
// now. Each unit is counted once, in the furthest state it reached, so a row's columns add up to
// everything ever put in a cart of it: the unshipped part of a line waits in its order's state (an
// order on hold in the state it left), the shipped part is `shipped` until its shipment is
// delivered. Stock on hand is the product's own (tracked products only). Pure: the use case reads
// the vendor's products and orders and hands them in.
import {
  shippedOfLine,
  type ReportOrder,
  type ReportOrderLine,
  type ReportOrderStatus,
  type ReportProduct,
} from './report-orders';

export const productStatusColumns = [
  'inDrafts',
  'submitted',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type ProductStatusColumn = (typeof productStatusColumns)[number];
export type ProductStatusQuantities = Record<ProductStatusColumn, number>;

export interface ProductStatusRow extends ProductStatusQuantities {
  productId: string;
  productName: string;
  productStatus: string;
  variantId: string;
  sku: string;
  size: string;
  colour: string;
  /** Absent: stock not tracked (made to order), or a variant no longer in the product. */
  stockOnHand?: number;
}

export const noQuantities: ProductStatusQuantities = {
  inDrafts: 0,
  submitted: 0,
  confirmed: 0,
  shipped: 0,
  delivered: 0,
  cancelled: 0,
};

/** The column a line's unshipped units wait in, by the order's state. */
function waitingColumn(
  status: ReportOrderStatus,
  heldFrom: ReportOrderStatus | undefined,
): ProductStatusColumn {
  switch (status) {
    case 'draft':
      return 'inDrafts';
    case 'submitted':
      return 'submitted';
    case 'cancelled':
      return 'cancelled';
    case 'on-hold':
      return heldFrom === undefined || heldFrom === 'on-hold'
        ? 'submitted'
        : waitingColumn(heldFrom, undefined);
    // Confirmed, partly shipped, and (for a remainder a shipped order should not have) the rest:
    // the vendor has accepted them and they have not left.
    default:
      return 'confirmed';
  }
}

/** One line's units spread over the columns. */
export function lineQuantities(order: ReportOrder, line: ReportOrderLine): ProductStatusQuantities {
  const quantities = { ...noQuantities };
  if (order.status === 'cancelled') {
    quantities.cancelled = line.quantity;
    return quantities;
  }
  const { shipped, delivered } = shippedOfLine(order, line);
  quantities[waitingColumn(order.status, order.heldFrom)] += line.quantity - shipped;
  quantities.shipped = shipped - delivered;
  quantities.delivered = delivered;
  return quantities;
}

const keyOf = (productId: string, variantId: string) => `${productId}#${variantId}`;

/**
 * Rows for every variant of the vendor's products (those no order names yet with zeros), in the
 * products' order and each product's variant order, then rows for variants orders name that the
 * catalogue no longer holds (named from the order's copy).
 */
export function productStatus(
  products: readonly ReportProduct[],
  orders: readonly ReportOrder[],
): ProductStatusRow[] {
  const rows = new Map<string, ProductStatusRow>();
  for (const product of products) {
    for (const variant of product.variants) {
      rows.set(keyOf(product.productId, variant.variantId), {
        productId: product.productId,
        productName: product.name,
        productStatus: product.status,
        variantId: variant.variantId,
        sku: variant.sku ?? '',
        size: variant.size ?? '',
        colour: variant.colour ?? '',
        ...(variant.stockOnHand === undefined ? {} : { stockOnHand: variant.stockOnHand }),
        ...noQuantities,
      });
    }
  }
  for (const order of orders) {
    for (const line of order.lines) {
      const key = keyOf(line.productId, line.variantId);
      const row = rows.get(key) ?? {
        productId: line.productId,
        productName: line.name ?? line.productId,
        productStatus: 'removed',
        variantId: line.variantId,
        sku: line.sku ?? '',
        size: line.size ?? '',
        colour: line.colour ?? '',
        ...noQuantities,
      };
      const quantities = lineQuantities(order, line);
      for (const column of productStatusColumns) row[column] += quantities[column];
      rows.set(key, row);
    }
  }
  return [...rows.values()];
}

/** The rows added up (the report's footer). */
export function productStatusTotals(rows: readonly ProductStatusRow[]): ProductStatusQuantities {
  const totals = { ...noQuantities };
  for (const row of rows) for (const column of productStatusColumns) totals[column] += row[column];
  return totals;
}
