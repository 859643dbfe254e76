import { describe, expect, it } from 'vitest';
import type { ProductRecord } from '../../../src/data/repositories/products-repository';
import { planStockMoves, productsRefused, stockItemName } from '../../../src/data/repositories/stock-moves';

const product = (productId: string, stockTracked: boolean, variantIds: string[]) =>
  ({
    productId,
    stockTracked,
    variants: variantIds.map((variantId) => ({
      variantId,
      sku: variantId,
      stockOnHand: stockTracked ? 9 : undefined,
    })),
  }) as ProductRecord;

describe('planStockMoves', () => {
  const shirts = product('shirts', true, ['ys', 'ym', 'al']);
  const banner = product('banner', false, ['one']);

  it("adds up one variant's lines, addresses variants by their position in the read, and leaves untracked products out", () => {
    const plan = planStockMoves(
      [shirts, banner],
      [
        { productId: 'shirts', variantId: 'al', quantity: 2 },
        { productId: 'banner', variantId: 'one', quantity: 5 },
        { productId: 'shirts', variantId: 'al', quantity: 3 },
        { productId: 'shirts', variantId: 'ys', quantity: 1 },
        { productId: 'shirts', variantId: 'ym', quantity: 0 },
      ],
    );
    expect(plan).toEqual({
      moves: [
        {
          productId: 'shirts',
          variants: [
            { position: 2, variantId: 'al', quantity: 5 },
            { position: 0, variantId: 'ys', quantity: 1 },
          ],
        },
      ],
      missing: [],
    });
  });

  it('lists the lines whose product or variant is gone', () => {
    const gone = { productId: 'shirts', variantId: 'axl', quantity: 1 };
    const unknown = { productId: 'mugs', variantId: 'x', quantity: 1 };
    expect(planStockMoves([shirts], [gone, unknown])).toEqual({ moves: [], missing: [gone, unknown] });
  });

  it("names the refused products from a transaction's refused item names", () => {
    expect(productsRefused(new Set([stockItemName('shirts'), 'order', stockItemName('mugs')]))).toEqual([
      'shirts',
      'mugs',
    ]);
  });
});
