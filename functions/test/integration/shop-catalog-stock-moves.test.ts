// The stock an order's lines reserve and give back (data/repositories/stock-moves.ts), written
// through writeNamed against the emulator as the orders' transactions write them: one Update per
// tracked product, variants by position AND id, reservation conditioned on the stock on hand; the
// refused item names the product; a list reordered since the read refuses rather than moving the
// wrong variant's stock; untracked products move nothing.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ProductFields, ProductRecord } from '../../src/data/repositories/products-repository';
import { useStackEnvironment } from './stack-environment';

useStackEnvironment();

const data = async () => ({
  ...(await import('../../src/data/repositories/products-repository')),
  ...(await import('../../src/data/repositories/stock-moves')),
  ...(await import('../../src/data/repositories/write-transaction')),
});

async function product(stock: readonly number[] | undefined): Promise<ProductRecord> {
  const { createProduct, getProduct } = await data();
  const productId = randomUUID();
  const at = new Date().toISOString();
  const fields: ProductFields = {
    productId,
    vendorId: `vendor-moves-${productId.slice(0, 8)}`,
    vendorName: 'Moves Co',
    name: `Shirt ${productId.slice(0, 8)}`,
    nameKey: `shirt ${productId.slice(0, 8)}`,
    description: '',
    category: 'Prizes',
    images: [],
    priceCents: 800,
    costCents: 500,
    packSize: 1,
    minimumOrder: 1,
    leadTimeDays: 7,
    isPrize: true,
    status: 'active',
    stockTracked: stock !== undefined,
    quantityBasis: 'per-shirt-size',
    variants: ['YS', 'YM', 'AL'].map((sizeCode, index) => ({
      variantId: `${sizeCode}-${productId.slice(0, 8)}`,
      sku: `SHIRT-${sizeCode}`,
      sizeCode,
      ...(stock !== undefined ? { stockOnHand: stock[index] ?? 0 } : {}),
    })),
    version: 1,
    stockRevision: 0,
    createdAt: at,
    updatedAt: at,
  };
  await createProduct(fields);
  return (await getProduct(productId)) as ProductRecord;
}

const variant = (record: ProductRecord, size: string) =>
  record.variants.find((entry) => entry.sizeCode === size)?.variantId ?? '';

async function stockOf(productId: string): Promise<(number | undefined)[]> {
  const { getProduct } = await data();
  return ((await getProduct(productId))?.variants ?? []).map((entry) => entry.stockOnHand);
}

describe('stock reservations and returns of order lines', () => {
  it("reserves one product's lines in one Update (quantities of one variant added), skips untracked products, and gives it back", async () => {
    const { getProducts, planStockMoves, stockReservationWrites, stockReturnWrites, writeNamed } =
      await data();
    const shirts = await product([10, 5, 2]);
    const banner = await product(undefined);
    const lines = [
      { productId: shirts.productId, variantId: variant(shirts, 'YS'), quantity: 3 },
      { productId: shirts.productId, variantId: variant(shirts, 'AL'), quantity: 2 },
      { productId: shirts.productId, variantId: variant(shirts, 'YS'), quantity: 4 },
      { productId: banner.productId, variantId: variant(banner, 'YM'), quantity: 50 },
    ];
    const plan = planStockMoves(await getProducts([shirts.productId, banner.productId]), lines);
    expect(plan.moves).toEqual([
      {
        productId: shirts.productId,
        variants: [
          { position: 0, variantId: variant(shirts, 'YS'), quantity: 7 },
          { position: 2, variantId: variant(shirts, 'AL'), quantity: 2 },
        ],
      },
    ]);
    expect(plan.missing).toEqual([]);
    expect(await writeNamed((entities) => stockReservationWrites(entities, plan))).toEqual({ written: true });
    expect(await stockOf(shirts.productId)).toEqual([3, 5, 0]);
    expect(await stockOf(banner.productId)).toEqual([undefined, undefined, undefined]);

    expect(await writeNamed((entities) => stockReturnWrites(entities, plan))).toEqual({ written: true });
    expect(await stockOf(shirts.productId)).toEqual([10, 5, 2]);
  });

  it('refuses short stock, naming the product, and moves nothing of the transaction', async () => {
    const { getProducts, planStockMoves, productsRefused, stockReservationWrites, writeNamed } = await data();
    const plenty = await product([10, 10, 10]);
    const short = await product([1, 0, 0]);
    const plan = planStockMoves(await getProducts([plenty.productId, short.productId]), [
      { productId: plenty.productId, variantId: variant(plenty, 'YM'), quantity: 4 },
      { productId: short.productId, variantId: variant(short, 'YS'), quantity: 2 },
    ]);
    const outcome = await writeNamed((entities) => stockReservationWrites(entities, plan));
    expect(outcome.written).toBe(false);
    expect(outcome.written ? [] : productsRefused(outcome.refused)).toEqual([short.productId]);
    expect(await stockOf(plenty.productId)).toEqual([10, 10, 10]);
    expect(await stockOf(short.productId)).toEqual([1, 0, 0]);
  });

  it("refuses a plan made before the variants were reordered instead of taking another variant's stock", async () => {
    const {
      getProduct,
      planStockMoves,
      productsRefused,
      replaceProduct,
      stockReservationWrites,
      writeNamed,
    } = await data();
    const shirts = await product([5, 6, 7]);
    const plan = planStockMoves(
      [shirts],
      [{ productId: shirts.productId, variantId: variant(shirts, 'YS'), quantity: 1 }],
    );
    const reordered = { ...shirts, variants: [...shirts.variants].reverse(), version: 2 };
    expect(await replaceProduct(reordered, { version: 1, stockRevision: 0 })).toBe('written');
    const outcome = await writeNamed((entities) => stockReservationWrites(entities, plan));
    expect(outcome.written ? [] : productsRefused(outcome.refused)).toEqual([shirts.productId]);
    expect(await stockOf(shirts.productId)).toEqual([7, 6, 5]);

    // Planned again against a fresh read, the same line takes the right variant's stock.
    const again = planStockMoves(
      [(await getProduct(shirts.productId)) as ProductRecord],
      [{ productId: shirts.productId, variantId: variant(shirts, 'YS'), quantity: 1 }],
    );
    expect(await writeNamed((entities) => stockReservationWrites(entities, again))).toEqual({
      written: true,
    });
    expect(await stockOf(shirts.productId)).toEqual([7, 6, 4]);
  });

  it('a stock move raises the stock revision, so an edit read before it cannot put the old stock back', async () => {
    const { getProducts, planStockMoves, replaceProduct, stockReservationWrites, writeNamed } = await data();
    const shirts = await product([5, 5, 5]);
    const plan = planStockMoves(await getProducts([shirts.productId]), [
      { productId: shirts.productId, variantId: variant(shirts, 'YM'), quantity: 2 },
    ]);
    expect(await writeNamed((entities) => stockReservationWrites(entities, plan))).toEqual({ written: true });
    const staleEdit = { ...shirts, name: 'Renamed', version: 2 };
    expect(await replaceProduct(staleEdit, { version: 1, stockRevision: shirts.stockRevision })).toBe(
      'refused',
    );
    expect(await stockOf(shirts.productId)).toEqual([5, 3, 5]);
  });
});
