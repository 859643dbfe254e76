// How many of a product a cart holds (docs/shop.md "Cart builder"): what the buyer asked for, or what
// the Thon's roster calls for plus a buffer, rounded up to whole packs and then to the vendor's
// minimum order. The rounding is reported so the buyer sees why 37 became 48.

export interface RoundedQuantity {
  /** What was asked for before rounding. */
  requestedQuantity: number;
  quantity: number;
  /** Raised to a whole number of packs. */
  toPack: boolean;
  /** Raised (further) to reach the minimum order quantity. */
  toMinimum: boolean;
}

/**
 * Rounds up to whole packs, then up to the minimum order. The minimum is met in whole packs too (a
 * vendor ships packs), so a minimum of 50 in packs of 12 gives 60.
 */
export function roundQuantity(requested: number, packSize: number, minimumQuantity: number): RoundedQuantity {
  const pack = Math.max(1, packSize);
  const packed = Math.ceil(requested / pack) * pack;
  const minimumInPacks = Math.ceil(minimumQuantity / pack) * pack;
  const quantity = Math.max(packed, minimumInPacks);
  return {
    requestedQuantity: requested,
    quantity,
    toPack: packed !== requested,
    toMinimum: quantity !== packed,
  };
}

/** Rounds up, ignoring the float noise of fractional amounts (0.1 × 30 is 3.0000000000000004). */
function ceilExact(value: number): number {
  return Math.ceil(Math.round(value * 1e6) / 1e6);
}

/** count plus buffer percent, rounded up: 37 with 10 % is 41. */
export function withBuffer(count: number, bufferPercent: number): number {
  return ceilExact((count * (100 + bufferPercent)) / 100);
}

export type QuantityBasis =
  { kind: 'fixed' } | { kind: 'per-participant'; amountPerParticipant: number } | { kind: 'per-shirt-size' };

export interface FillProduct {
  basis: QuantityBasis;
  packSize: number;
  minimumQuantity: number;
  variants: readonly { variantId: string; sizeCode?: string | undefined }[];
}

export interface Roster {
  participantCount: number;
  /** Participants per shirt size code (participants without a size are not counted). */
  shirtSizeCounts: Readonly<Record<string, number>>;
}

export interface FilledLine extends RoundedQuantity {
  variantId?: string;
}

export interface FillResult {
  lines: FilledLine[];
  /** Sizes the roster has but the product offers no variant of (the buyer is told). */
  sizesWithoutVariant: string[];
}

/**
 * The lines a product gets from the roster. A per-shirt-size product gets one line per size worn,
 * on the variant of that size; the others one line, on the product's first variant if it has
 * variants. Nothing is asked for (no line) when the roster has no one to count.
 */
export function fillFromRoster(product: FillProduct, roster: Roster, bufferPercent: number): FillResult {
  const round = (requested: number) => roundQuantity(requested, product.packSize, product.minimumQuantity);
  const firstVariant = product.variants[0]?.variantId;
  const single = (requested: number): FillResult => ({
    lines:
      requested > 0 ? [{ ...round(requested), ...(firstVariant ? { variantId: firstVariant } : {}) }] : [],
    sizesWithoutVariant: [],
  });
  switch (product.basis.kind) {
    case 'fixed':
      return single(Math.max(1, product.packSize));
    case 'per-participant':
      return single(withBuffer(roster.participantCount * product.basis.amountPerParticipant, bufferPercent));
    case 'per-shirt-size': {
      // In the product's variant order, so the cart lists sizes as the vendor does (not as the
      // roster happened to be read).
      const lines: FilledLine[] = [];
      for (const variant of product.variants) {
        const count = variant.sizeCode === undefined ? 0 : (roster.shirtSizeCounts[variant.sizeCode] ?? 0);
        if (count > 0)
          lines.push({ ...round(withBuffer(count, bufferPercent)), variantId: variant.variantId });
      }
      const offered = new Set(product.variants.map((variant) => variant.sizeCode));
      const sizesWithoutVariant = Object.entries(roster.shirtSizeCounts)
        .filter(([sizeCode, count]) => count > 0 && !offered.has(sizeCode))
        .map(([sizeCode]) => sizeCode)
        .sort();
      return { lines, sizesWithoutVariant };
    }
  }
}
