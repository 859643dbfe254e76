// How a product's facts read on the catalogue pages: price from integer cents, pack and minimum,
// lead time, the quantity basis and a variant's size and colour. Pure, so the cards, the dialog
// and the vendor's table say them the same way.
import { formatDollars } from '@thon/shared/catalog/money-format';
import { centsToDollars } from '@thon/shared/pledges/cents';
import type { CodeNameEntry } from '@thon/shared/catalog/list-entry';
import type { ProductStatus, ProductVariant, QuantityBasis } from '../api/catalog-calls';

/** '$2.50', '$1,200': integer cents as the pledge pages show money. */
export const formatPrice = (cents: number): string => formatDollars(centsToDollars(cents));

export const packSizeText = (packSize: number): string =>
  packSize === 1 ? 'Sold singly' : `Packs of ${packSize}`;

export const minimumText = (minimum: number): string => `Minimum order ${minimum}`;

export const leadTimeText = (days: number): string =>
  days === 0 ? 'Ships at once' : `Ships in ${days} ${days === 1 ? 'day' : 'days'}`;

export const statusLabel: Record<ProductStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  archived: 'Archived',
};

export function quantityBasisText(basis: QuantityBasis): string {
  switch (basis.Kind) {
    case 'fixed':
      return 'A fixed quantity';
    case 'per-participant':
      return `${basis.AmountPerParticipant} ${basis.Unit} per participant`;
    case 'per-shirt-size':
      return 'One per participant of each shirt size';
  }
}

/** 'AM adult medium, Red': the variant's size (its list name when known) and colour. */
export function variantText(variant: ProductVariant, sizes: readonly CodeNameEntry[]): string {
  const sizeName = sizes.find((entry) => entry.Code === variant.Size)?.Name;
  const size = variant.Size ? [variant.Size, sizeName].filter(Boolean).join(' ') : '';
  return [size, variant.Colour ?? ''].filter(Boolean).join(', ') || variant.Sku;
}
