import { describe, expect, it } from 'vitest';
import { shopProductChanged, shopVariantSizeRequired } from '@thon/shared/catalog/shop-messages';
import type { ProductRecord } from '../../../src/data/repositories/products-repository';
import { Conflict } from '../../../src/domain/errors';
import { updateProduct } from '../../../src/domain/shop-catalog/manage-products';
import type { ShopCatalogPorts } from '../../../src/domain/shop-catalog/ports';
import { FixedClock } from '../../support/in-memory/clock';
import { SequentialIds } from '../../support/in-memory/ids';
import { InMemoryProducts } from '../../support/in-memory/products';

const vendorId = 'vendor-1';
const caller = { userId: 'vendor-user', sessionId: 's', role: 'vendor' as const };

function setUp() {
  const products = new InMemoryProducts();
  const at = '2026-11-01T00:00:00.000Z';
  const product: ProductRecord = {
    productId: 'p1',
    vendorId,
    vendorName: 'Prize Co',
    name: 'Medal',
    nameKey: 'medal',
    description: '',
    category: 'Prizes',
    images: [],
    priceCents: 300,
    costCents: 100,
    packSize: 1,
    minimumOrder: 1,
    leadTimeDays: 5,
    isPrize: true,
    status: 'active',
    stockTracked: true,
    quantityBasis: 'fixed',
    variants: [{ variantId: 'v1', sku: 'MEDAL', stockOnHand: 10 }],
    version: 3,
    stockRevision: 7,
    createdAt: at,
    updatedAt: at,
  };
  products.items.set('p1', product);
  const deps = {
    products: products as unknown as ShopCatalogPorts['products'],
    vendors: { getVendor: () => Promise.resolve({ name: 'Prize Co Renamed' } as never) },
    callers: { getUser: () => Promise.resolve({ vendorId, vendorOwner: true } as never) },
    settings: { readReferenceLists: () => Promise.resolve(undefined) },
    ids: new SequentialIds(),
    clock: new FixedClock(Date.parse('2026-11-27T07:00:00Z')),
  };
  return { products, deps };
}

describe('updateProduct', () => {
  it('reads again when only stock moved under the edit, keeping the stock the move left', async () => {
    const { products, deps } = setUp();
    products.beforeReplace = () => products.moveStock('p1', 0, -4);
    const answer = await updateProduct(deps, caller, { ProductId: 'p1', Version: 3, PriceCents: 350 });
    expect(products.replaceCalls).toBe(2);
    expect(answer).toMatchObject({ PriceCents: 350, Version: 4, VendorName: 'Prize Co Renamed' });
    expect(products.items.get('p1')?.variants[0]?.stockOnHand).toBe(6);
  });

  it("answers 409 when someone else's edit landed between the read and the write", async () => {
    const { products, deps } = setUp();
    products.beforeReplace = () => {
      const stored = products.items.get('p1');
      if (stored) stored.version += 1;
    };
    const refused = updateProduct(deps, caller, { ProductId: 'p1', Version: 3, PriceCents: 350 });
    await expect(refused).rejects.toThrow(Conflict);
    await expect(refused).rejects.toThrow(shopProductChanged);
    expect(products.items.get('p1')?.priceCents).toBe(300);
  });
});

describe('updateProduct quantity basis', () => {
  it('refuses ordering per shirt size while a kept variant has no size', async () => {
    const { products, deps } = setUp();
    const refused = updateProduct(deps, caller, {
      ProductId: 'p1',
      Version: 3,
      QuantityBasis: { Kind: 'per-shirt-size' },
    });
    await expect(refused).rejects.toThrow(shopVariantSizeRequired);
    expect(products.replaceCalls).toBe(0);
  });
});
