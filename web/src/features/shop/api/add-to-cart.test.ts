import { describe, expect, it } from 'vitest';
import { linesWithAdditions } from './add-to-cart';

describe('linesWithAdditions', () => {
  const lines = [
    { ProductId: 'prod-cones', VariantId: null, Quantity: 20 },
    { ProductId: 'prod-shirt', VariantId: 'var-ym', Quantity: 12 },
  ];

  it("keeps the draft's lines and adds to a line of the same product and variant", () => {
    expect(
      linesWithAdditions(lines, 'prod-shirt', [
        { VariantId: 'var-ym', Quantity: 5 },
        { VariantId: 'var-am', Quantity: 12 },
      ]),
    ).toEqual([
      { ProductId: 'prod-cones', Quantity: 20 },
      { ProductId: 'prod-shirt', VariantId: 'var-ym', Quantity: 17 },
      { ProductId: 'prod-shirt', VariantId: 'var-am', Quantity: 12 },
    ]);
  });

  it('leaves out quantities of zero and never changes the lines it was given', () => {
    expect(linesWithAdditions(lines, 'prod-shirt', [{ VariantId: 'var-ym', Quantity: 0 }])).toEqual([
      { ProductId: 'prod-cones', Quantity: 20 },
      { ProductId: 'prod-shirt', VariantId: 'var-ym', Quantity: 12 },
    ]);
    expect(lines[1]?.Quantity).toBe(12);
  });
});
