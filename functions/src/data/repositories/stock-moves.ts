// Stock an order's lines reserve (submit) and give back (cancel, a declined card), as items of the
// order's own TransactWriteItems (docs/shop.md, Model): one Update per tracked product holding all
// of its lines' variants, each addressed by its list position AND its id, so a list reordered since
// the read never moves the wrong variant's stock (the condition fails instead, and the caller reads
// again). A reservation is also conditioned on the stock on hand, so stock never goes below 0.
// Each item is named `stock:<productId>`: writeNamed's refused names tell which product refused.
import type { ProductRecord } from './products-repository';
import { at } from './products-repository';
import type { TransactionEntities } from './write-transaction';

export interface StockLine {
  productId: string;
  variantId: string;
  quantity: number;
}

/** One tracked product's part of a stock move: its variants' positions in the list read, and quantities. */
export interface ProductStockMove {
  productId: string;
  variants: { position: number; variantId: string; quantity: number }[];
}

export interface StockMovePlan {
  /** One per tracked product the lines name (untracked products move no stock). */
  moves: ProductStockMove[];
  /** Lines whose product or variant the products read do not hold (deleted since the cart was made). */
  missing: StockLine[];
}

export type StockItemName = `stock:${string}`;
export const stockItemName = (productId: string): StockItemName => `stock:${productId}`;

/** The product ids of the refused names of a write (writeNamed's `refused`) that are stock items. */
export function productsRefused(refused: ReadonlySet<string>): string[] {
  return [...refused].filter((name) => name.startsWith('stock:')).map((name) => name.slice('stock:'.length));
}

/**
 * Groups the lines per product and variant against the products as just read (getProducts): the
 * quantities of one variant add up; a product not tracked is left out.
 */
export function planStockMoves(
  products: readonly ProductRecord[],
  lines: readonly StockLine[],
): StockMovePlan {
  const byId = new Map(products.map((product) => [product.productId, product]));
  const moves = new Map<string, ProductStockMove>();
  const missing: StockLine[] = [];
  for (const line of lines) {
    const product = byId.get(line.productId);
    const position = product?.variants.findIndex((variant) => variant.variantId === line.variantId) ?? -1;
    if (!product || position < 0) {
      missing.push(line);
      continue;
    }
    if (!product.stockTracked || line.quantity === 0) continue;
    const move = moves.get(product.productId) ?? { productId: product.productId, variants: [] };
    moves.set(product.productId, move);
    const variant = move.variants.find((entry) => entry.position === position);
    if (variant) variant.quantity += line.quantity;
    else move.variants.push({ position, variantId: line.variantId, quantity: line.quantity });
  }
  return { moves: [...moves.values()], missing };
}

function stockWrite(entities: TransactionEntities, move: ProductStockMove, direction: 1 | -1) {
  return entities.product
    .patch({ productId: move.productId })
    .data(({ variants, stockRevision }, { add, value }) => {
      // `x = x + :n` (a nested value makes ElectroDB write SET rather than ADD, which DynamoDB
      // takes on top-level attributes only, and rather than subtract's if_not_exists, which the
      // emulator cannot evaluate on a list element); a reservation adds -n.
      for (const variant of move.variants) {
        const stock = at(variants, variant.position).stockOnHand;
        add(stock, value(stock, direction * variant.quantity) as unknown as number);
      }
      add(stockRevision, 1);
    })
    .where(({ variants, stockTracked }, { eq, gte }) =>
      [
        eq(stockTracked, true),
        ...move.variants.flatMap((variant) => [
          eq(at(variants, variant.position).variantId, variant.variantId),
          direction === -1
            ? gte(at(variants, variant.position).stockOnHand, variant.quantity)
            : gte(at(variants, variant.position).stockOnHand, 0),
        ]),
      ].join(' AND '),
    )
    .commit();
}

/**
 * The items reserving the plan's stock, by name: spread them into the order's writeNamed build.
 * A refused `stock:<id>` is short stock of that product (or its variants moved: read again, plan
 * again; a product whose stock is then still short is the one to name).
 */
export function stockReservationWrites(entities: TransactionEntities, plan: StockMovePlan) {
  return Object.fromEntries(
    plan.moves.map((move) => [stockItemName(move.productId), stockWrite(entities, move, -1)]),
  ) as Record<StockItemName, ReturnType<typeof stockWrite>>;
}

/**
 * The items giving the plan's stock back. Conditioned on the variants' ids only (and tracking): a
 * refusal means the list changed since the read; read again and plan again (a variant removed since
 * is then `missing`, its stock gone with it).
 */
export function stockReturnWrites(entities: TransactionEntities, plan: StockMovePlan) {
  return Object.fromEntries(
    plan.moves.map((move) => [stockItemName(move.productId), stockWrite(entities, move, 1)]),
  ) as Record<StockItemName, ReturnType<typeof stockWrite>>;
}
