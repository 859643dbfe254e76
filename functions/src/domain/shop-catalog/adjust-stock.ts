// AdjustStock: a vendor moves a tracked variant's stock (goods received, a count corrected) with a
// reason; the move and its record are one transaction. The write holds the variant at the stock it
// read, so the record's stock-after is exact and two adjustments at once cannot both spend the
// same units: the one refused reads again and decides again (never below 0: 409 naming the product).
import type {
  AdjustStockRequest,
  AdjustStockResponse,
  ListStockAdjustmentsQuery,
  StockAdjustment,
  StockAdjustmentList,
} from '@thon/shared/api/schemas/shop-catalog';
import {
  shopCursorNotValid,
  shopProductChanged,
  shopStockNotTracked,
  shopStockTooLow,
  shopVariantUnknown,
} from '@thon/shared/catalog/shop-messages';
import type { StockAdjustmentRecord } from '../../data/repositories/products-repository';
import { backOff } from '../back-off';
import type { Caller } from '../caller';
import { Conflict, RuleBroken } from '../errors';
import { productToManage } from './catalogue-access';
import { productView } from './product-view';
import type { ShopCatalogPorts } from './ports';

type Deps = Pick<ShopCatalogPorts, 'products' | 'callers' | 'ids' | 'clock'>;

/** Rounds of reading again after a concurrent move of the same product (each backs off longer). */
const raceRounds = 10;

export function stockAdjustmentView(record: StockAdjustmentRecord): StockAdjustment {
  return {
    AdjustmentId: record.adjustmentId,
    ProductId: record.productId,
    VariantId: record.variantId,
    Delta: record.delta,
    StockAfter: record.stockAfter,
    Reason: record.reason,
    At: record.at,
    By: { UserId: record.byUserId, Name: record.byName },
  };
}

async function actorName(deps: Pick<ShopCatalogPorts, 'callers'>, userId: string): Promise<string> {
  const user = await deps.callers.getUser(userId);
  return user ? `${user.firstName} ${user.lastName}`.trim() : '';
}

export async function adjustStock(
  deps: Deps,
  caller: Caller,
  request: AdjustStockRequest,
): Promise<AdjustStockResponse> {
  const byName = await actorName(deps, caller.userId);
  for (let round = 0; round < raceRounds; round += 1) {
    const { product } = await productToManage(deps, caller, request.ProductId);
    if (!product.stockTracked) throw new Conflict(shopStockNotTracked(product.name));
    const position = product.variants.findIndex((variant) => variant.variantId === request.VariantId);
    const variant = product.variants[position];
    if (!variant)
      throw new RuleBroken(shopVariantUnknown, [{ path: 'VariantId', message: shopVariantUnknown }]);
    const read = variant.stockOnHand ?? 0;
    const stockAfter = read + request.Delta;
    if (stockAfter < 0) throw new Conflict(shopStockTooLow(product.name, read));
    const at = new Date(deps.clock.nowMs()).toISOString();
    const adjustment: StockAdjustmentRecord = {
      productId: product.productId,
      at,
      adjustmentId: deps.ids.newId(),
      variantId: variant.variantId,
      delta: request.Delta,
      stockAfter,
      reason: request.Reason,
      byUserId: caller.userId,
      byName,
    };
    const outcome = await deps.products.writeStockAdjustment({ position, read, adjustment, updatedAt: at });
    if (outcome.written) {
      const variants = product.variants.map((entry, index) =>
        index === position ? { ...entry, stockOnHand: stockAfter } : entry,
      );
      return {
        Product: productView(
          { ...product, variants, stockRevision: product.stockRevision + 1, updatedAt: at },
          true,
        ),
        Adjustment: stockAdjustmentView(adjustment),
      };
    }
    await backOff(round);
  }
  throw new Conflict(shopProductChanged);
}

export async function listStockAdjustments(
  deps: Pick<ShopCatalogPorts, 'products' | 'callers'>,
  caller: Caller,
  query: ListStockAdjustmentsQuery,
): Promise<StockAdjustmentList> {
  await productToManage(deps, caller, query.ProductId);
  const page = await deps.products.listStockAdjustments(query.ProductId, {
    limit: query.PageSize,
    cursor: query.Cursor,
  });
  if (!page) throw new RuleBroken(shopCursorNotValid, [{ path: 'Cursor', message: shopCursorNotValid }]);
  return {
    Adjustments: page.adjustments.map(stockAdjustmentView),
    ...(page.nextCursor !== undefined ? { NextCursor: page.nextCursor } : {}),
  };
}
