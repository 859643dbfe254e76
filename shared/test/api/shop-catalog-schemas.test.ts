import { describe, expect, it } from 'vitest';
import {
  adjustStockRequestSchema,
  createProductRequestSchema,
  productSchema,
  updateProductRequestSchema,
} from '@thon/shared/api/schemas/shop-catalog';
import { shopSkusNotUnique, shopVariantSizeRequired } from '@thon/shared/catalog/shop-messages';

const product = {
  Name: 'Tee',
  Category: 'Prizes',
  PriceCents: 800,
  CostCents: 500,
  PackSize: 1,
  MinimumOrder: 1,
  LeadTimeDays: 10,
  IsPrize: true,
  StockTracked: true,
  QuantityBasis: { Kind: 'per-shirt-size' },
  Variants: [
    { Sku: 'TEE-YS', Size: 'YS' },
    { Sku: 'TEE-AL', Size: 'AL' },
  ],
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('shop catalogue request schemas', () => {
  it('a new product is a draft with an empty description unless it says otherwise', () => {
    expect(createProductRequestSchema.parse(product)).toMatchObject({ Status: 'draft', Description: '' });
  });

  it('refuses a SKU given twice in any case, and a per-shirt-size variant without a size', () => {
    const repeated = {
      ...product,
      Variants: [
        { Sku: 'tee-1', Size: 'YS' },
        { Sku: 'TEE-1', Size: 'AL' },
      ],
    };
    expect(firstMessage(createProductRequestSchema.safeParse(repeated))).toBe(shopSkusNotUnique('TEE-1'));
    const sizeless = { ...product, Variants: [{ Sku: 'TEE' }] };
    expect(firstMessage(createProductRequestSchema.safeParse(sizeless))).toBe(shopVariantSizeRequired);
    // A fixed product's variants need no size.
    expect(
      createProductRequestSchema.safeParse({ ...sizeless, QuantityBasis: { Kind: 'fixed' } }).success,
    ).toBe(true);
  });

  it('holds money in whole cents and quantities in range', () => {
    expect(firstMessage(createProductRequestSchema.safeParse({ ...product, CostCents: 0.5 }))).toBe(
      'CostCents must be a whole number',
    );
    expect(
      firstMessage(
        createProductRequestSchema.safeParse({
          ...product,
          QuantityBasis: { Kind: 'per-participant', AmountPerParticipant: 0, Unit: 'lb' },
        }),
      ),
    ).toBe('AmountPerParticipant must be more than 0');
  });

  it('an edit names the product and the Version it read; everything else is optional', () => {
    expect(
      updateProductRequestSchema.safeParse({ ProductId: 'p1', Version: 2, Status: 'archived' }).success,
    ).toBe(true);
    expect(firstMessage(updateProductRequestSchema.safeParse({ ProductId: 'p1', Status: 'active' }))).toBe(
      'Version must be a number',
    );
  });

  it('a stock move is a non-zero whole number with a reason', () => {
    const move = { ProductId: 'p1', VariantId: 'v1', Delta: -3, Reason: 'Damaged in transit' };
    expect(adjustStockRequestSchema.safeParse(move).success).toBe(true);
    expect(firstMessage(adjustStockRequestSchema.safeParse({ ...move, Delta: 0 }))).toBe(
      'Delta must not be 0',
    );
    expect(firstMessage(adjustStockRequestSchema.safeParse({ ...move, Delta: 1.5 }))).toBe(
      'Delta must be a whole number',
    );
    expect(firstMessage(adjustStockRequestSchema.safeParse({ ...move, Reason: ' ' }))).toBe(
      'Reason is required',
    );
  });
});

describe('the product as answered', () => {
  it('answers a stored per-participant basis whose unit is empty (one such item must not fail a whole list)', () => {
    const stored = {
      ...product,
      ProductId: 'p1',
      VendorId: 'v1',
      VendorName: 'Vendor',
      Description: '',
      Images: [],
      Status: 'active',
      QuantityBasis: { Kind: 'per-participant', AmountPerParticipant: 0.5, Unit: '' },
      Variants: [{ VariantId: 'x', Sku: 'POWDER' }],
      Version: 1,
      CreatedAt: '2026-11-27T00:00:00.000Z',
      UpdatedAt: '2026-11-27T00:00:00.000Z',
    };
    expect(productSchema.safeParse(stored).success).toBe(true);
    // A request still needs the unit.
    expect(
      createProductRequestSchema.safeParse({ ...product, QuantityBasis: stored.QuantityBasis }).success,
    ).toBe(false);
  });
});
