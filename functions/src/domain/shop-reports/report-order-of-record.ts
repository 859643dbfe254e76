// A stored order and product as the reports' arithmetic takes them (report-orders.ts): the stored
// statuses are the order states' own strings, a line without a variant (a product of one) is its
// product's only variant, the ship-to address becomes the one line a packing slip prints, and a
// product's stock on hand counts only while its stock is tracked.
import type { ProductRecord } from '../../data/repositories/products-repository';
import type { ShopOrderRecord } from '../../data/repositories/shop-orders-repository';
import type { ReportOrder, ReportProduct } from './report-orders';

export function shipToLine(shipTo: ShopOrderRecord['shipTo']): string {
  return [shipTo.name, shipTo.street, shipTo.city, `${shipTo.state} ${shipTo.zip}`]
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .join(', ');
}

export function reportOrderOf(order: ShopOrderRecord): ReportOrder {
  return {
    orderId: order.orderId,
    vendorId: order.vendorId,
    vendorName: order.vendorName,
    thonId: order.eventId,
    organizationId: order.organizationId,
    franchiseId: order.franchiseId,
    status: order.status,
    ...(order.heldFrom === undefined ? {} : { heldFrom: order.heldFrom }),
    needBy: order.needBy,
    shipTo: shipToLine(order.shipTo),
    lines: order.lines.map((line) => ({
      lineId: line.lineId,
      productId: line.productId,
      variantId: line.variantId ?? '',
      quantity: line.quantity,
      ...(line.productName === undefined ? {} : { name: line.productName }),
      ...(line.sku === undefined ? {} : { sku: line.sku }),
      ...(line.sizeCode === undefined ? {} : { size: line.sizeCode }),
      ...(line.colour === undefined ? {} : { colour: line.colour }),
    })),
    shipments: (order.shipments ?? []).map((shipment) => ({
      lines: shipment.lines,
      ...(shipment.deliveredAt === undefined ? {} : { deliveredAt: shipment.deliveredAt }),
    })),
  };
}

export function reportProductOf(product: ProductRecord): ReportProduct {
  return {
    productId: product.productId,
    name: product.name,
    status: product.status,
    variants: product.variants.map((variant) => ({
      variantId: variant.variantId,
      sku: variant.sku,
      ...(variant.sizeCode === undefined ? {} : { size: variant.sizeCode }),
      ...(variant.colour === undefined ? {} : { colour: variant.colour }),
      ...(product.stockTracked ? { stockOnHand: variant.stockOnHand ?? 0 } : {}),
    })),
  };
}
