// The products the programme editor offers, as one list: the shop's active products, plus any the
// saved programme names that the shop no longer lists (archived since), so a saved level still
// shows what it holds. A sized product is one with shirt-size variants: each student gets theirs.
import { formatDollars } from '@thon/shared/catalog/money-format';
import { centsToDollars } from '@thon/shared/pledges/cents';
import type { PrizeItemWire } from '@thon/shared/api/schemas/prizes';
import type { Product } from '../api/programme-calls';

export interface ProductChoice {
  ProductId: string;
  ProductName: string;
  VendorName: string;
  /** Absent for a saved product the shop no longer lists. */
  PriceCents?: number;
  ImageUrl?: string;
  Sized: boolean;
}

export function fromProduct(product: Product): ProductChoice {
  const image = product.Images[0];
  return {
    ProductId: product.ProductId,
    ProductName: product.Name,
    VendorName: product.VendorName,
    PriceCents: product.PriceCents,
    ...(image ? { ImageUrl: image } : {}),
    Sized: product.Variants.some((variant) => variant.Size !== undefined),
  };
}

export function fromSaved(item: PrizeItemWire): ProductChoice {
  return {
    ProductId: item.ProductId,
    ProductName: item.ProductName,
    VendorName: item.VendorName,
    ...(item.ImageUrl ? { ImageUrl: item.ImageUrl } : {}),
    Sized: item.Sized,
  };
}

/** The shop's products first, then the saved ones it no longer lists, by name. */
export function productChoices(
  products: readonly Product[],
  saved: readonly PrizeItemWire[],
): ProductChoice[] {
  const choices = products.map(fromProduct);
  const listed = new Set(choices.map((choice) => choice.ProductId));
  for (const item of saved) {
    if (listed.has(item.ProductId)) continue;
    listed.add(item.ProductId);
    choices.push(fromSaved(item));
  }
  return choices.sort((a, b) => a.ProductName.localeCompare(b.ProductName));
}

/** "Glow bracelet · Podium Prizes · $0.80 · sized". */
export function productLabel(choice: ProductChoice): string {
  return [
    choice.ProductName,
    choice.VendorName,
    choice.PriceCents === undefined
      ? 'no longer in the shop'
      : formatDollars(centsToDollars(choice.PriceCents)),
    ...(choice.Sized ? ['sized'] : []),
  ]
    .filter(Boolean)
    .join(' · ');
}
