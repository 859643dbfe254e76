// Add to cart from the catalogue: a buyer's cart is a draft order for one Thon and one vendor, so
// the product's lines go into the draft for that Thon and the product's vendor when there is one
// (the newest), else into a new draft (CreateCart), then UpdateCart sends the whole list of lines
// at the draft's Version. The server rounds each quantity up to the pack and the minimum; the cart
// builder shows that rounding.
import { shopOrderRoutes } from '@thon/shared/api/routes/shop-orders';
import type { CartLineRequest, Order } from '@thon/shared/api/schemas/shop-orders';
import { callApi } from '../../../lib/api-client';

export interface CartAddition {
  VariantId: string;
  Quantity: number;
}

/** The draft's lines as UpdateCart takes them, with the additions added to a line of the same variant. */
export function linesWithAdditions(
  lines: readonly Pick<Order['Lines'][number], 'ProductId' | 'VariantId' | 'Quantity'>[],
  productId: string,
  additions: readonly CartAddition[],
): CartLineRequest[] {
  const result: CartLineRequest[] = lines.map((line) => ({
    ProductId: line.ProductId,
    ...(line.VariantId ? { VariantId: line.VariantId } : {}),
    Quantity: line.Quantity,
  }));
  for (const addition of additions) {
    if (addition.Quantity <= 0) continue;
    const same = result.find((line) => line.ProductId === productId && line.VariantId === addition.VariantId);
    if (same) same.Quantity += addition.Quantity;
    else result.push({ ProductId: productId, VariantId: addition.VariantId, Quantity: addition.Quantity });
  }
  return result;
}

async function draftFor(thonId: string, vendorId: string): Promise<Order> {
  const drafts = await callApi(shopOrderRoutes.listOrders, { query: { ThonId: thonId, Status: 'draft' } });
  const existing = drafts.Orders.find((order) => order.VendorId === vendorId);
  if (existing) return callApi(shopOrderRoutes.getOrder, { path: { orderId: existing.OrderId }, query: {} });
  return (
    await callApi(shopOrderRoutes.createCart, { body: { ThonId: thonId, VendorId: vendorId }, query: {} })
  ).Order;
}

/** Adds the quantities to the Thon's draft with the product's vendor; answers the draft's id. */
export async function addToCart(
  thonId: string,
  product: { ProductId: string; VendorId: string },
  additions: readonly CartAddition[],
): Promise<string> {
  const draft = await draftFor(thonId, product.VendorId);
  const cart = await callApi(shopOrderRoutes.updateCart, {
    body: {
      OrderId: draft.OrderId,
      Version: draft.Version,
      Lines: linesWithAdditions(draft.Lines, product.ProductId, additions),
    },
    query: {},
  });
  return cart.Order.OrderId;
}
