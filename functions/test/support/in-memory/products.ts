// In-memory products (domain/shop-catalog/ports.ts ProductStore's reads and the edit's put): the
// put holds the table's condition (version and stock revision read); `beforeReplace` lets a test
// make a stock move or another edit land between a use case's read and its write.
import type { ProductFields, ProductRecord } from '../../../src/data/repositories/products-repository';
import type { ProductStore } from '../../../src/domain/shop-catalog/ports';

export class InMemoryProducts implements Pick<
  ProductStore,
  'getProduct' | 'createProduct' | 'replaceProduct'
> {
  readonly items = new Map<string, ProductRecord>();
  beforeReplace: (() => void) | undefined;
  replaceCalls = 0;

  getProduct = (productId: string) => Promise.resolve(structuredClone(this.items.get(productId)));

  createProduct = (product: ProductFields) => {
    this.items.set(product.productId, structuredClone(product));
    return Promise.resolve();
  };

  replaceProduct = (product: ProductFields, read: { version: number; stockRevision: number }) => {
    this.replaceCalls += 1;
    const before = this.beforeReplace;
    this.beforeReplace = undefined;
    before?.();
    const stored = this.items.get(product.productId);
    if (!stored || stored.version !== read.version || stored.stockRevision !== read.stockRevision)
      return Promise.resolve('refused' as const);
    this.items.set(product.productId, structuredClone(product));
    return Promise.resolve('written' as const);
  };

  /** A stock move as an order or an adjustment makes it: the stock and the revision, not the version. */
  moveStock(productId: string, position: number, delta: number): void {
    const stored = this.items.get(productId);
    const variant = stored?.variants[position];
    if (!stored || !variant) throw new Error(`no variant ${position} of ${productId}`);
    variant.stockOnHand = (variant.stockOnHand ?? 0) + delta;
    stored.stockRevision += 1;
  }
}
