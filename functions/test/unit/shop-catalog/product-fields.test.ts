import { describe, expect, it } from 'vitest';
import { shopVariantUnknown } from '@thon/shared/catalog/shop-messages';
import { RuleBroken } from '../../../src/domain/errors';
import { storedVariants } from '../../../src/domain/shop-catalog/product-fields';

const current = [
  { variantId: 'v-ys', sku: 'TEE-YS', sizeCode: 'YS', stockOnHand: 12 },
  { variantId: 'v-al', sku: 'TEE-AL', sizeCode: 'AL', stockOnHand: 3 },
];
const newId = () => 'v-new';

describe('storedVariants', () => {
  it('keeps each sent VariantId with its stock, in the order sent; a new variant of a tracked product starts at 0', () => {
    const variants = storedVariants({
      variants: [
        { VariantId: 'v-al', Sku: 'TEE-AL2', Size: 'AL' },
        { Sku: 'TEE-YM', Size: 'ym', Colour: ' Red ' },
        { VariantId: 'v-ys', Sku: 'TEE-YS', Size: 'YS' },
      ],
      sizes: ['AL', 'YM', 'YS'],
      current,
      tracked: true,
      newId,
    });
    expect(variants).toEqual([
      { variantId: 'v-al', sku: 'TEE-AL2', sizeCode: 'AL', stockOnHand: 3 },
      { variantId: 'v-new', sku: 'TEE-YM', sizeCode: 'YM', colour: 'Red', stockOnHand: 0 },
      { variantId: 'v-ys', sku: 'TEE-YS', sizeCode: 'YS', stockOnHand: 12 },
    ]);
  });

  it('stores no stock for an untracked product', () => {
    const [variant] = storedVariants({
      variants: [{ VariantId: 'v-ys', Sku: 'TEE-YS' }],
      sizes: [undefined],
      current,
      tracked: false,
      newId,
    });
    expect(variant).toEqual({ variantId: 'v-ys', sku: 'TEE-YS' });
  });

  it('refuses a VariantId the product does not hold, or one sent twice: it would invent or copy stock', () => {
    for (const variants of [
      [{ VariantId: 'v-xx', Sku: 'A' }],
      [
        { VariantId: 'v-ys', Sku: 'A' },
        { VariantId: 'v-ys', Sku: 'B' },
      ],
    ]) {
      const attempt = () => storedVariants({ variants, sizes: [], current, tracked: true, newId });
      expect(attempt).toThrow(RuleBroken);
      expect(attempt).toThrow(shopVariantUnknown);
    }
  });
});
