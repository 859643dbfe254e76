// What the shop's reports read of an order and a product: only the fields the arithmetic needs,
// written out here so the pure rules neither depend on the repositories' records nor change when
// an order gains a field. The use cases map the stored items onto these.

/** An order's state as docs/shop.md names it. */
export type ReportOrderStatus =
  | 'draft'
  | 'submitted'
  | 'confirmed'
  | 'partially-shipped'
  | 'shipped'
  | 'delivered'
  | 'on-hold'
  | 'cancelled';

export interface ReportOrderLine {
  lineId: string;
  productId: string;
  variantId: string;
  quantity: number;
  /** Copied at submission; a draft's line may carry none (the product's own are used then). */
  name?: string;
  sku?: string;
  size?: string;
  colour?: string;
}

export interface ReportShipment {
  lines: readonly { lineId: string; quantity: number }[];
  /** Set when the school confirmed (or the vendor marked) this shipment delivered. */
  deliveredAt?: string;
}

export interface ReportOrder {
  orderId: string;
  vendorId: string;
  vendorName?: string;
  thonId: string;
  organizationId: string;
  franchiseId: string;
  status: ReportOrderStatus;
  /** The state an order on hold returns to (what its unshipped quantities wait in). */
  heldFrom?: ReportOrderStatus;
  /** YYYY-MM-DD. */
  needBy?: string;
  /** The ship-to address on one line. */
  shipTo?: string;
  lines: readonly ReportOrderLine[];
  shipments: readonly ReportShipment[];
}

export interface ReportVariant {
  variantId: string;
  sku?: string;
  size?: string;
  colour?: string;
  /** Absent when the product's stock is not tracked (made to order). */
  stockOnHand?: number;
}

export interface ReportProduct {
  productId: string;
  name: string;
  status: string;
  variants: readonly ReportVariant[];
}

/**
 * A line's shipped quantities split by whether their shipment arrived. A shipment of a delivered
 * order counts as delivered even when the move to delivered did not stamp each shipment. Never more
 * than the line's quantity: a shipment cannot ship what was not ordered, and a report that says
 * otherwise would hide the error rather than show it, so the excess is dropped here.
 */
export function shippedOfLine(
  order: Pick<ReportOrder, 'status' | 'shipments'>,
  line: Pick<ReportOrderLine, 'lineId' | 'quantity'>,
): { shipped: number; delivered: number } {
  let shipped = 0;
  let delivered = 0;
  for (const shipment of order.shipments) {
    const arrived = shipment.deliveredAt !== undefined || order.status === 'delivered';
    for (const part of shipment.lines) {
      if (part.lineId !== line.lineId) continue;
      shipped += part.quantity;
      if (arrived) delivered += part.quantity;
    }
  }
  const cappedShipped = Math.min(shipped, line.quantity);
  return { shipped: cappedShipped, delivered: Math.min(delivered, cappedShipped) };
}
