// A product's stored fields from a create or edit request: the variants keep their stock (stock
// moves only through AdjustStock and orders), a new variant of a tracked product starts at 0, and
// the quantity basis is flattened into the item's fields.
import type { QuantityBasis, VariantInput } from '@thon/shared/api/schemas/shop-catalog';
import { shopVariantUnknown } from '@thon/shared/catalog/shop-messages';
import type { ProductRecord } from '../../data/repositories/products-repository';
import { RuleBroken } from '../errors';
import { quantityBasisKindFromWire } from './product-view';

type StoredVariant = ProductRecord['variants'][number];

/**
 * The stored variants of a request's list against the current ones (none for a new product). A
 * VariantId the product does not hold, or one sent twice, is refused: it would copy or invent stock.
 */
export function storedVariants(input: {
  variants: readonly VariantInput[];
  /** The sizes as the shirt-size list spells them, position for position. */
  sizes: readonly (string | undefined)[];
  current: readonly StoredVariant[];
  tracked: boolean;
  newId: () => string;
}): StoredVariant[] {
  const current = new Map(input.current.map((variant) => [variant.variantId, variant]));
  const used = new Set<string>();
  return input.variants.map((variant, index) => {
    const kept = variant.VariantId === undefined ? undefined : current.get(variant.VariantId);
    if (variant.VariantId !== undefined && (kept === undefined || used.has(variant.VariantId)))
      throw new RuleBroken(shopVariantUnknown, [
        { path: `Variants.${index}.VariantId`, message: shopVariantUnknown },
      ]);
    const variantId = kept?.variantId ?? input.newId();
    used.add(variantId);
    const size = input.sizes[index];
    const colour = variant.Colour?.trim();
    return {
      variantId,
      sku: variant.Sku,
      ...(size ? { sizeCode: size } : {}),
      ...(colour ? { colour } : {}),
      ...(input.tracked ? { stockOnHand: kept?.stockOnHand ?? 0 } : {}),
    };
  });
}

export function storedQuantityBasis(
  basis: QuantityBasis,
): Pick<ProductRecord, 'quantityBasis' | 'amountPerParticipant' | 'quantityUnit'> {
  return basis.Kind === 'per-participant'
    ? {
        quantityBasis: quantityBasisKindFromWire[basis.Kind],
        amountPerParticipant: basis.AmountPerParticipant,
        quantityUnit: basis.Unit,
      }
    : { quantityBasis: quantityBasisKindFromWire[basis.Kind] };
}
