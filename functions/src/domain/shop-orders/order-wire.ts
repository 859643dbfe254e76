// An order as the API answers it (shared/src/api/schemas/shop-orders.ts). A draft's lines name the
// products as they are now (their prices are not fixed until submission); a submitted order's name
// what was copied into it, so later catalogue edits never change what was bought.
import type { Order, OrderLine, OrderSummary } from '@thon/shared/api/schemas/shop-orders';
import { orderTotals } from '@thon/shared/shop/fees';
import { isLate } from '@thon/shared/shop/need-by';
import type { ProductRecord } from '../../data/repositories/products-repository';
import type { ShopOrderLineRecord, ShopOrderRecord } from '../../data/repositories/shop-orders-repository';
import { directCustomer } from '../access/scope';

/** Today (UTC, yyyy-MM-dd): need-by dates are calendar days. */
export function todayOf(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 10);
}

/** The product values a line shows: copied at submission, else the product's current ones. */
function lineFacts(line: ShopOrderLineRecord, product: ProductRecord | undefined) {
  const variant = product?.variants.find((candidate) => candidate.variantId === line.variantId);
  return {
    name: line.productName ?? product?.name ?? '',
    sku: line.sku ?? variant?.sku ?? null,
    size: line.sizeCode ?? variant?.sizeCode ?? null,
    colour: line.colour ?? variant?.colour ?? null,
    unitPriceCents: line.unitPriceCents ?? product?.priceCents ?? 0,
    packSize: line.packSize ?? product?.packSize ?? 1,
    minimumQuantity: line.minimumQuantity ?? product?.minimumOrder ?? 1,
    leadTimeDays: line.leadTimeDays ?? product?.leadTimeDays ?? 0,
  };
}

export function orderLineWire(line: ShopOrderLineRecord, product: ProductRecord | undefined): OrderLine {
  const facts = lineFacts(line, product);
  return {
    LineId: line.lineId,
    ProductId: line.productId,
    VariantId: line.variantId ?? null,
    ProductName: facts.name,
    Sku: facts.sku,
    Size: facts.size,
    Colour: facts.colour,
    UnitPriceCents: facts.unitPriceCents,
    PackSize: facts.packSize,
    MinimumQuantity: facts.minimumQuantity,
    LeadTimeDays: facts.leadTimeDays,
    Quantity: line.quantity,
    Rounding: {
      RequestedQuantity: line.requestedQuantity,
      ToPack: line.roundedToPack === true,
      ToMinimum: line.roundedToMinimum === true,
    },
    LineTotalCents: facts.unitPriceCents * line.quantity,
    QuantityShipped: line.quantityShipped ?? 0,
  };
}

/**
 * The order on the wire. `products` (by id) give a draft's current product values and
 * `shippingCents` its vendor's current fee; a submitted order needs neither.
 */
export function orderWire(
  order: ShopOrderRecord,
  context: { products?: ReadonlyMap<string, ProductRecord>; shippingCents?: number; nowMs: number },
): Order {
  const lines = order.lines.map((line) => orderLineWire(line, context.products?.get(line.productId)));
  const estimate = orderTotals(
    lines.map((line) => ({ unitPriceCents: line.UnitPriceCents, quantity: line.Quantity })),
    context.shippingCents ?? 0,
  );
  const submitted = order.subtotalCents !== undefined;
  return {
    OrderId: order.orderId,
    ThonId: order.eventId,
    ThonName: order.eventName,
    OrganizationId: order.organizationId,
    FranchiseId: order.franchiseId === directCustomer ? null : order.franchiseId,
    VendorId: order.vendorId,
    VendorName: order.vendorName,
    Buyer: { UserId: order.buyerUserId, Name: order.buyerName, Email: order.buyerEmail },
    ShipTo: {
      Name: order.shipTo.name,
      Street: order.shipTo.street,
      City: order.shipTo.city,
      State: order.shipTo.state,
      Zip: order.shipTo.zip,
    },
    EventDay: order.eventDay,
    NeedBy: order.needBy,
    NeedBySetByBuyer: order.needBySetByBuyer === true,
    Late: isLate(order.needBy, order.status, todayOf(context.nowMs)),
    Notes: order.notes ?? null,
    IsTest: order.isTest === true,
    Status: order.status,
    HeldFrom: order.status === 'on-hold' ? (order.heldFrom ?? null) : null,
    HoldNote: order.status === 'on-hold' ? (order.holdNote ?? null) : null,
    Lines: lines,
    Totals: submitted
      ? {
          SubtotalCents: order.subtotalCents ?? 0,
          ShippingCents: order.shippingCents ?? 0,
          TotalCents: order.totalCents ?? 0,
          PlatformFeeCents: order.platformFeeCents ?? 0,
        }
      : {
          SubtotalCents: estimate.subtotalCents,
          ShippingCents: estimate.shippingCents,
          TotalCents: estimate.totalCents,
          PlatformFeeCents: estimate.platformFeeCents,
        },
    Payment:
      order.paymentMethod && order.paymentState
        ? { Method: order.paymentMethod, State: order.paymentState, PoNumber: order.poNumber ?? null }
        : null,
    Shipments: (order.shipments ?? []).map((shipment) => ({
      ShipmentId: shipment.shipmentId,
      Carrier: shipment.carrier,
      TrackingNumber: shipment.trackingNumber,
      Lines: shipment.lines.map((line) => ({ LineId: line.lineId, Quantity: line.quantity })),
      ShippedAt: shipment.shippedAt,
      ShippedBy: { UserId: shipment.shippedByUserId, Name: shipment.shippedByName },
      DeliveredAt: shipment.deliveredAt ?? null,
      DeliveredBy:
        shipment.deliveredByUserId !== undefined
          ? { UserId: shipment.deliveredByUserId, Name: shipment.deliveredByName ?? '' }
          : null,
    })),
    Timeline: order.timeline.map((entry) => ({
      At: entry.at,
      By: { UserId: entry.userId, Name: entry.name },
      Kind: entry.kind,
      Note: entry.note ?? null,
    })),
    Version: order.version,
    CreatedAt: order.createdAt,
    SubmittedAt: order.submittedAt ?? null,
    UpdatedAt: order.updatedAt,
  };
}

export function orderSummaryWire(order: ShopOrderRecord, nowMs: number): OrderSummary {
  return {
    OrderId: order.orderId,
    ThonId: order.eventId,
    ThonName: order.eventName,
    VendorId: order.vendorId,
    VendorName: order.vendorName,
    FranchiseId: order.franchiseId === directCustomer ? null : order.franchiseId,
    BuyerName: order.buyerName,
    Status: order.status,
    NeedBy: order.needBy,
    Late: isLate(order.needBy, order.status, todayOf(nowMs)),
    LineCount: order.lines.length,
    TotalCents: order.totalCents ?? null,
    PaymentState: order.paymentState ?? null,
    IsTest: order.isTest === true,
    CreatedAt: order.createdAt,
    SubmittedAt: order.submittedAt ?? null,
  };
}
