// FillCartFromThon: the cart builder. The chosen products' lines are set from the Thon's roster
// (participants per shirt size, the participant count) plus the buyer's buffer, rounded up to pack
// and minimum (shared/src/shop/cart-quantities.ts); the cart's other lines stay as they were.
import type { Cart, FillCartFromThonRequest } from '@thon/shared/api/schemas/shop-orders';
import { shopNothingToFill, shopSizesWithoutVariant } from '@thon/shared/catalog/shop-messages';
import { fillFromRoster, type QuantityBasis, type Roster } from '@thon/shared/shop/cart-quantities';
import type { ParticipantRecord } from '../../data/repositories/participants-repository';
import type { ProductRecord } from '../../data/repositories/products-repository';
import type { ShopOrderLineRecord, ShopOrderRecord } from '../../data/repositories/shop-orders-repository';
import type { Caller } from '../caller';
import { displayName } from '../display-name';
import { saveCart, withCartChanged } from './cart-change';
import { cartAnswer, needByOf, productsOnSale } from './cart-lines';
import { cartInReach } from './order-access';
import type { CartPorts } from './ports';

function rosterOf(participants: readonly ParticipantRecord[]): Roster {
  const shirtSizeCounts: Record<string, number> = {};
  for (const participant of participants) {
    if (participant.shirtSize)
      shirtSizeCounts[participant.shirtSize] = (shirtSizeCounts[participant.shirtSize] ?? 0) + 1;
  }
  return { participantCount: participants.length, shirtSizeCounts };
}

function basisOf(product: ProductRecord): QuantityBasis {
  switch (product.quantityBasis) {
    case 'per-participant':
      return { kind: 'per-participant', amountPerParticipant: product.amountPerParticipant ?? 1 };
    case 'per-shirt-size':
      return { kind: 'per-shirt-size' };
    default:
      return { kind: 'fixed' };
  }
}

export async function fillCartFromThon(
  deps: CartPorts,
  caller: Caller,
  request: FillCartFromThonRequest,
): Promise<Cart> {
  const { order } = await cartInReach(deps, caller, request.OrderId);
  const productIds = [...new Set(request.ProductIds)];
  const [products, participants, user] = await Promise.all([
    productsOnSale(deps, order.vendorId, productIds),
    deps.reads.listParticipantsOfEvent(order.eventId),
    deps.reads.getUser(caller.userId),
  ]);
  const roster = rosterOf(participants);
  const notices: string[] = [];
  const filled: ShopOrderLineRecord[] = [];
  for (const productId of productIds) {
    const product = products.get(productId);
    if (!product) continue;
    const result = fillFromRoster(
      {
        basis: basisOf(product),
        packSize: product.packSize,
        minimumQuantity: product.minimumOrder,
        variants: product.variants,
      },
      roster,
      request.BufferPercent,
    );
    if (result.sizesWithoutVariant.length > 0)
      notices.push(shopSizesWithoutVariant(product.name, result.sizesWithoutVariant));
    if (result.lines.length === 0) notices.push(shopNothingToFill(product.name));
    for (const line of result.lines) {
      const kept = order.lines.find(
        (old) => old.productId === productId && (old.variantId ?? '') === (line.variantId ?? ''),
      );
      filled.push({
        lineId: kept?.lineId ?? deps.ids.newId(),
        productId,
        ...(line.variantId !== undefined ? { variantId: line.variantId } : {}),
        quantity: line.quantity,
        requestedQuantity: line.requestedQuantity,
        roundedToPack: line.toPack,
        roundedToMinimum: line.toMinimum,
      });
    }
  }
  const chosen = new Set(productIds);
  const lines = [...order.lines.filter((line) => !chosen.has(line.productId)), ...filled];
  // The kept lines' products count for the need-by date too.
  const allProducts = new Map(products);
  const others = order.lines.filter((line) => !chosen.has(line.productId)).map((line) => line.productId);
  if (others.length > 0)
    for (const product of await deps.reads.getProducts(others)) allProducts.set(product.productId, product);
  const at = new Date(deps.clock.nowMs()).toISOString();
  const next: ShopOrderRecord = {
    ...order,
    lines,
    needBy: needByOf(order, lines, allProducts),
    timeline: withCartChanged(order.timeline, {
      at,
      userId: caller.userId,
      name: user ? displayName(user.firstName, user.lastName) : order.buyerName,
    }),
    version: order.version + 1,
    updatedAt: at,
  };
  await saveCart(deps, order, next);
  return cartAnswer(deps, next, { products: allProducts, notices });
}
