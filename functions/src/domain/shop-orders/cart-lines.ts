// A cart's lines checked against the catalogue: each an active product of the cart's vendor (a
// variant of it when it has variants, none twice), its quantity rounded up to whole packs and then
// to the minimum (shared/src/shop/cart-quantities.ts), and the need-by date following the longest
// lead time until the buyer picks one.
import type { Cart } from '@thon/shared/api/schemas/shop-orders';
import {
  shopProductNotAvailable,
  shopProductRepeated,
  shopProductUnknown,
  shopVariantRequired,
  shopVariantUnknown,
} from '@thon/shared/catalog/shop-messages';
import { roundQuantity } from '@thon/shared/shop/cart-quantities';
import { defaultNeedBy } from '@thon/shared/shop/need-by';
import type { ProductRecord } from '../../data/repositories/products-repository';
import type { ShopOrderLineRecord, ShopOrderRecord } from '../../data/repositories/shop-orders-repository';
import { RuleBroken } from '../errors';
import type { ShopOrderPorts } from './ports';
import { orderWire } from './order-wire';

export interface WantedLine {
  productId: string;
  variantId?: string | undefined;
  /** Before rounding. */
  quantity: number;
}

/** The cart's vendor's products among `productIds`, by id, each checked to be on sale. */
export async function productsOnSale(
  deps: Pick<ShopOrderPorts, 'reads'>,
  vendorId: string,
  productIds: readonly string[],
): Promise<Map<string, ProductRecord>> {
  const products = await deps.reads.getProducts(productIds);
  const byId = new Map(products.map((product) => [product.productId, product]));
  for (const productId of productIds) {
    const product = byId.get(productId);
    // Another vendor's product answers like an unknown one: its id says nothing here.
    if (!product || product.vendorId !== vendorId) throw new RuleBroken(shopProductUnknown);
    if (product.status !== 'active') throw new RuleBroken(shopProductNotAvailable(product.name));
  }
  return byId;
}

/** The lines to store: rounded, ids kept for lines already in the cart (same product and variant). */
export function cartLines(
  existing: readonly ShopOrderLineRecord[],
  wanted: readonly WantedLine[],
  products: ReadonlyMap<string, ProductRecord>,
  newId: () => string,
): ShopOrderLineRecord[] {
  const seen = new Set<string>();
  return wanted.map((line) => {
    const product = products.get(line.productId);
    if (!product) throw new RuleBroken(shopProductUnknown);
    if (product.variants.length > 0 && line.variantId === undefined)
      throw new RuleBroken(shopVariantRequired(product.name));
    if (
      line.variantId !== undefined &&
      !product.variants.some((variant) => variant.variantId === line.variantId)
    )
      throw new RuleBroken(shopVariantUnknown);
    const key = `${line.productId}#${line.variantId ?? ''}`;
    if (seen.has(key)) throw new RuleBroken(shopProductRepeated(product.name));
    seen.add(key);
    const rounded = roundQuantity(line.quantity, product.packSize, product.minimumOrder);
    const kept = existing.find(
      (old) => old.productId === line.productId && (old.variantId ?? '') === (line.variantId ?? ''),
    );
    return {
      lineId: kept?.lineId ?? newId(),
      productId: line.productId,
      ...(line.variantId !== undefined ? { variantId: line.variantId } : {}),
      quantity: rounded.quantity,
      requestedQuantity: rounded.requestedQuantity,
      roundedToPack: rounded.toPack,
      roundedToMinimum: rounded.toMinimum,
    };
  });
}

/** The need-by date a cart change leaves: the buyer's own, else the event day less the longest lead. */
export function needByOf(
  order: Pick<ShopOrderRecord, 'eventDay' | 'needBy' | 'needBySetByBuyer'>,
  lines: readonly ShopOrderLineRecord[],
  products: ReadonlyMap<string, ProductRecord>,
): string {
  if (order.needBySetByBuyer === true) return order.needBy;
  return defaultNeedBy(
    order.eventDay,
    lines.map((line) => products.get(line.productId)?.leadTimeDays ?? 0),
  );
}

/** A cart's answer: the order at today's prices and which lines were rounded up. */
export async function cartAnswer(
  deps: Pick<ShopOrderPorts, 'reads' | 'clock'>,
  order: ShopOrderRecord,
  known: { products?: ReadonlyMap<string, ProductRecord>; notices?: readonly string[] } = {},
): Promise<Cart> {
  const [products, vendor] = await Promise.all([
    known.products ??
      deps.reads
        .getProducts(order.lines.map((line) => line.productId))
        .then((list) => new Map(list.map((product) => [product.productId, product]))),
    deps.reads.getVendor(order.vendorId),
  ]);
  const wire = orderWire(order, {
    products,
    shippingCents: vendor?.shippingFeeCents ?? 0,
    nowMs: deps.clock.nowMs(),
  });
  const rounded = wire.Lines.filter((line) => line.Rounding.ToPack || line.Rounding.ToMinimum);
  return {
    Order: wire,
    Notices: [...(known.notices ?? [])],
    RoundedLines: rounded.map((line) => ({
      LineId: line.LineId,
      ProductName: line.ProductName,
      Rounding: line.Rounding,
      Quantity: line.Quantity,
    })),
  };
}
