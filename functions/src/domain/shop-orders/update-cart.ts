// UpdateCart: the buyer's whole cart as they see it (lines, need-by, ship-to, notes), conditioned on
// the version they read. Quantities are rounded up on save and the rounding answered, so the buyer
// sees why 37 became 48 before they submit.
import type { Cart, UpdateCartRequest } from '@thon/shared/api/schemas/shop-orders';
import { shopCartChanged } from '@thon/shared/catalog/shop-messages';
import type { ShopOrderRecord } from '../../data/repositories/shop-orders-repository';
import type { Caller } from '../caller';
import { displayName } from '../display-name';
import { Conflict } from '../errors';
import { withCartChanged, saveCart } from './cart-change';
import { cartAnswer, cartLines, needByOf, productsOnSale } from './cart-lines';
import { cartInReach } from './order-access';
import type { CartPorts } from './ports';

export async function updateCart(
  deps: CartPorts,
  caller: Caller,
  request: UpdateCartRequest,
): Promise<Cart> {
  const { order } = await cartInReach(deps, caller, request.OrderId);
  if (order.version !== request.Version) throw new Conflict(shopCartChanged);
  const products = await productsOnSale(
    deps,
    order.vendorId,
    request.Lines.map((line) => line.ProductId),
  );
  const lines = cartLines(
    order.lines,
    request.Lines.map((line) => ({
      productId: line.ProductId,
      variantId: line.VariantId,
      quantity: line.Quantity,
    })),
    products,
    () => deps.ids.newId(),
  );
  const buyerChoice =
    request.NeedBy === undefined
      ? {}
      : request.NeedBy === null
        ? { needBySetByBuyer: false }
        : { needBySetByBuyer: true, needBy: request.NeedBy };
  const at = new Date(deps.clock.nowMs()).toISOString();
  const user = await deps.reads.getUser(caller.userId);
  const changed: ShopOrderRecord = { ...order, ...buyerChoice, lines };
  const next: ShopOrderRecord = {
    ...changed,
    needBy: needByOf(changed, lines, products),
    ...(request.ShipTo
      ? {
          shipTo: {
            name: request.ShipTo.Name,
            street: request.ShipTo.Street,
            city: request.ShipTo.City,
            state: request.ShipTo.State,
            zip: request.ShipTo.Zip,
          },
        }
      : {}),
    ...(request.Notes !== undefined ? { notes: request.Notes } : {}),
    timeline: withCartChanged(order.timeline, {
      at,
      userId: caller.userId,
      name: user ? displayName(user.firstName, user.lastName) : order.buyerName,
    }),
    version: order.version + 1,
    updatedAt: at,
  };
  await saveCart(deps, order, next);
  return cartAnswer(deps, next, { products });
}
