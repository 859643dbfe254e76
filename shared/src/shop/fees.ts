// An order's money (docs/shop.md "Totals at submission"): integer cents throughout, so a total is
// the exact sum the buyer is charged and the vendor's statement adds up to the cent.

/** The platform's share of what a vendor sells through the shop, in percent of the subtotal. */
export const platformFeePercent = 5;

/** 5 % of the subtotal rounded half up (2.5 cents → 3), in integers so no float drift creeps in. */
export function platformFeeCents(subtotalCents: number): number {
  return Math.floor((subtotalCents * platformFeePercent * 2 + 100) / 200);
}

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

export interface OrderTotals {
  subtotalCents: number;
  shippingCents: number;
  /** What the buyer pays. */
  totalCents: number;
  /** What the platform keeps of the vendor's payment (stated on the order, not added to it). */
  platformFeeCents: number;
}

export function lineTotalCents(line: PricedLine): number {
  return line.unitPriceCents * line.quantity;
}

/** Subtotal = Σ unit price × quantity; shipping is the vendor's flat fee per order. */
export function orderTotals(lines: readonly PricedLine[], shippingCents: number): OrderTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  return {
    subtotalCents,
    shippingCents,
    totalCents: subtotalCents + shippingCents,
    platformFeeCents: platformFeeCents(subtotalCents),
  };
}
