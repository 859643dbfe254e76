// SubmitOrder: draft → submitted in one transaction with the reservation of every tracked product's
// stock, conditioned on the draft and the version the buyer saw; then a card is charged (a
// destination charge paying the vendor, the platform fee kept) and the order marked paid, or a
// purchase order left unpaid. A decline undoes the move (back to draft, stock given back) and
// answers 402. The Idempotency-Key's hash is stored: the same key again answers the same order
// (finishing an interrupted charge with the same provider key), another key on it is 409.
import { createHash } from 'node:crypto';
import type { Order, SubmitOrderRequest } from '@thon/shared/api/schemas/shop-orders';
import { orderAlreadyInState, orderMoveTooLate } from '@thon/shared/catalog/shop-messages';
import {
  shopCardNeedsAuthentication,
  shopCardNotAccepted,
  shopCartChanged,
  shopCartEmpty,
  shopShipToIncomplete,
  shopStockShort,
  shopVendorNotSelling,
} from '@thon/shared/catalog/shop-messages';
import { orderTotals } from '@thon/shared/shop/fees';
import { stateLabels } from '@thon/shared/shop/order-states';
import type { ProductRecord } from '../../data/repositories/products-repository';
import type {
  ShopOrderLineRecord,
  ShopOrderRecord,
  StockLine,
} from '../../data/repositories/shop-orders-repository';
import type { VendorRecord } from '../../data/repositories/vendors-repository';
import { backOff } from '../back-off';
import type { Caller } from '../caller';
import { displayName } from '../display-name';
import { Conflict, PaymentDeclined, RuleBroken, ServiceUnavailable } from '../errors';
import { validIdempotencyKey } from '../idempotency-key';
import { paymentsOfThon } from '../pledges/payments-of-thon';
import { productsOnSale } from './cart-lines';
import { orderInReach, assertBuyerOf } from './order-access';
import { countOrderChange } from './order-metrics';
import { submittedEmails, sendOrderEmails } from './order-emails';
import { orderWire } from './order-wire';
import type { ShopOrderPorts } from './ports';

/** Rounds of a transaction cancelled by a concurrent one (many buyers of one product at once). */
const conflictRounds = 12;

function keyHashOf(idempotencyKey: string): string {
  return createHash('sha256').update(`shop-order:${idempotencyKey}`).digest('base64url');
}

export function chargeKeyOf(orderId: string, attempt: number): string {
  return attempt <= 1 ? `${orderId}:charge` : `${orderId}:charge:${attempt}`;
}

/** The lines as bought: names, prices, pack, minimum and lead time copied from the catalogue. */
function copiedLines(lines: readonly ShopOrderLineRecord[], products: ReadonlyMap<string, ProductRecord>) {
  return lines.map((line): ShopOrderLineRecord => {
    const product = products.get(line.productId);
    // productsOnSale checked every line's product just before: a miss here is a bug, not input.
    if (!product) throw new Error(`Product ${line.productId} of the cart was not read`);
    const variant = product.variants.find((candidate) => candidate.variantId === line.variantId);
    return {
      ...line,
      productName: product.name,
      ...(variant?.sku !== undefined ? { sku: variant.sku } : {}),
      ...(variant?.sizeCode !== undefined ? { sizeCode: variant.sizeCode } : {}),
      ...(variant?.colour !== undefined ? { colour: variant.colour } : {}),
      unitPriceCents: product.priceCents,
      packSize: product.packSize,
      minimumQuantity: product.minimumOrder,
      leadTimeDays: product.leadTimeDays,
      stockTracked: product.stockTracked,
      quantityShipped: 0,
    };
  });
}

/** The stock the lines move (tracked products only: the data layer plans it against the products). */
function stockLinesOf(lines: readonly ShopOrderLineRecord[]): StockLine[] {
  return lines.flatMap((line) =>
    line.variantId !== undefined
      ? [{ productId: line.productId, variantId: line.variantId, quantity: line.quantity }]
      : [],
  );
}

/** The product ids a refused write names as short of stock (`stock:<productId>`). */
function productsRefused(refused: ReadonlySet<string>): string[] {
  return [...refused].filter((name) => name.startsWith('stock:')).map((name) => name.slice('stock:'.length));
}

function refusedSubmit(order: ShopOrderRecord): Conflict {
  const label = stateLabels[order.status];
  return new Conflict(
    order.status === 'submitted' ? orderAlreadyInState(label) : orderMoveTooLate(label, 'submitted'),
  );
}

/** The product named by a refused reservation, and what it has left of the variants asked for. */
async function shortOfStock(
  deps: ShopOrderPorts,
  productId: string,
  lines: readonly StockLine[],
): Promise<Conflict> {
  const [product] = await deps.reads.getProducts([productId]);
  const asked = lines.filter((line) => line.productId === productId);
  const available = Math.min(
    ...asked.map(
      (line) => product?.variants.find((variant) => variant.variantId === line.variantId)?.stockOnHand ?? 0,
    ),
  );
  return new Conflict(shopStockShort(product?.name ?? productId, Math.max(0, available)));
}

export async function submitOrder(
  deps: ShopOrderPorts,
  caller: Caller,
  request: SubmitOrderRequest,
  idempotencyKey: string | undefined,
): Promise<Order> {
  const keyHash = keyHashOf(validIdempotencyKey(idempotencyKey));
  const { order, scoped } = await orderInReach(deps, caller, request.OrderId);
  const event = await deps.reads.getEvent(order.eventId);
  if (event) await assertBuyerOf(deps, scoped, event);
  if (order.status !== 'draft') return answerAgain(deps, order, keyHash);
  if (order.version !== request.Version) throw new Conflict(shopCartChanged);
  if (order.lines.length === 0) throw new RuleBroken(shopCartEmpty);
  const { shipTo } = order;
  if (!shipTo.street || !shipTo.city || !shipTo.state || !shipTo.zip)
    throw new RuleBroken(shopShipToIncomplete);
  const vendor = await deps.reads.getVendor(order.vendorId);
  if (!vendor || vendor.status !== 'active') throw new Conflict(shopVendorNotSelling);
  const card = request.Payment.Method === 'card';
  if (card && !(vendor.payoutAccountId && vendor.payoutChargesEnabled === true))
    throw new Conflict(shopCardNotAccepted);
  const products = await productsOnSale(
    deps,
    order.vendorId,
    order.lines.map((line) => line.productId),
  );
  const lines = copiedLines(order.lines, products);
  const totals = orderTotals(
    lines.map((line) => ({ unitPriceCents: line.unitPriceCents ?? 0, quantity: line.quantity })),
    vendor.shippingFeeCents,
  );
  const at = new Date(deps.clock.nowMs()).toISOString();
  const user = await deps.reads.getUser(caller.userId);
  const by = {
    userId: caller.userId,
    name: user ? displayName(user.firstName, user.lastName) : order.buyerName,
  };
  const attempt = (order.chargeAttempt ?? 0) + (card ? 1 : 0);
  const submitted: ShopOrderRecord = {
    ...order,
    lines,
    ...totals,
    paymentMethod: request.Payment.Method,
    paymentState: card ? 'awaiting' : 'unpaid',
    ...(request.Payment.Method === 'card'
      ? { paymentMethodId: request.Payment.PaymentMethodId, chargeAttempt: attempt }
      : { poNumber: request.Payment.PoNumber }),
    submitKeyHash: keyHash,
    submittedAt: at,
    timeline: [...order.timeline, { at, ...by, kind: 'submitted' }],
    status: 'submitted',
    version: order.version + 1,
    updatedAt: at,
  };
  const stockLines = stockLinesOf(lines);
  const stock = deps.orders.planStock([...products.values()], stockLines);
  for (let round = 0; ; round += 1) {
    const outcome = await deps.orders.writeOrderWithStock({
      next: submitted,
      read: { status: 'draft', version: order.version },
      stock,
      direction: 'take',
    });
    if (outcome.written) {
      countOrderChange(deps.metrics, order, submitted);
      break;
    }
    if (outcome.refused.has('order')) {
      // A twin request with the same key may have just submitted it: answer as a retry would.
      const now = await deps.orders.getOrder(order.orderId);
      if (now && now.status !== 'draft') return answerAgain(deps, now, keyHash);
      throw new Conflict(shopCartChanged);
    }
    const shortId = productsRefused(outcome.refused)[0];
    if (shortId !== undefined) throw await shortOfStock(deps, shortId, stockLines);
    if (round >= conflictRounds) throw new ServiceUnavailable(shopCartChanged);
    await backOff(Math.min(round, 6));
  }
  if (!card) {
    await sendOrderEmails(deps, submitted, submittedEmails(submitted, vendor.contactEmail));
    return orderWire(submitted, { nowMs: deps.clock.nowMs() });
  }
  return chargeSubmitted(deps, submitted, { vendor, draft: order, sendEmails: true });
}

/** The same key again: the order as it is (finishing its charge); another key: 409 naming the state. */
async function answerAgain(deps: ShopOrderPorts, order: ShopOrderRecord, keyHash: string): Promise<Order> {
  if (order.submitKeyHash !== keyHash) throw refusedSubmit(order);
  if (order.status === 'submitted' && order.paymentMethod === 'card' && order.paymentState === 'awaiting') {
    const vendor = await deps.reads.getVendor(order.vendorId);
    if (vendor) return chargeSubmitted(deps, order, { vendor, draft: undefined, sendEmails: false });
  }
  return orderWire(order, { nowMs: deps.clock.nowMs() });
}

/**
 * Charges a submitted card order with its attempt's key (a replay of that key charges nothing new)
 * and marks it paid; a decline moves it back to draft and gives its stock back.
 */
async function chargeSubmitted(
  deps: ShopOrderPorts,
  order: ShopOrderRecord,
  context: {
    vendor: VendorRecord;
    /** The draft as it was before this submit (absent on a replay: it is rebuilt from the order). */
    draft: ShopOrderRecord | undefined;
    sendEmails: boolean;
  },
): Promise<Order> {
  const payments = paymentsOfThon(deps, { isTest: order.isTest });
  const outcome = await payments.charge({
    amountCents: order.totalCents ?? 0,
    currency: 'usd',
    paymentMethodId: order.paymentMethodId ?? '',
    offSession: false,
    destinationAccountId: context.vendor.payoutAccountId ?? '',
    applicationFeeCents: order.platformFeeCents ?? 0,
    idempotencyKey: chargeKeyOf(order.orderId, order.chargeAttempt ?? 1),
    description: `Shop order ${order.orderId} for ${order.eventName}`,
    metadata: { shopOrderId: order.orderId, eventId: order.eventId, vendorId: order.vendorId },
  });
  if (outcome.outcome === 'succeeded') {
    const paid = await markPaid(deps, order, outcome.paymentIntentId);
    if (context.sendEmails)
      await sendOrderEmails(deps, paid, submittedEmails(paid, context.vendor.contactEmail));
    return orderWire(paid, { nowMs: deps.clock.nowMs() });
  }
  // Off the buyer's page there is no way to run the bank's authentication: another card is the way on.
  const message = outcome.outcome === 'declined' ? outcome.message : shopCardNeedsAuthentication;
  await backToDraft(deps, order, context.draft, message);
  throw new PaymentDeclined(message);
}

/** awaiting → paid, from whatever version the order is at now (a vendor may already have confirmed it). */
async function markPaid(
  deps: ShopOrderPorts,
  submitted: ShopOrderRecord,
  paymentIntentId: string,
): Promise<ShopOrderRecord> {
  let current = submitted;
  for (let round = 0; round < conflictRounds; round += 1) {
    if (current.paymentState !== 'awaiting') return current;
    const at = new Date(deps.clock.nowMs()).toISOString();
    const paid: ShopOrderRecord = {
      ...current,
      paymentState: 'paid',
      paymentIntentId,
      timeline: [
        ...current.timeline,
        { at, userId: current.buyerUserId, name: current.buyerName, kind: 'paid' },
      ],
      version: current.version + 1,
      updatedAt: at,
    };
    if (
      (await deps.orders.replaceOrder(paid, { status: current.status, version: current.version })) ===
      'written'
    ) {
      countOrderChange(deps.metrics, current, paid);
      return paid;
    }
    const now = await deps.orders.getOrder(submitted.orderId);
    if (!now) return current;
    current = now;
  }
  throw new ServiceUnavailable(shopCartChanged);
}

/** The declined order back to a draft (its lines as the buyer had them), its stock given back. */
async function backToDraft(
  deps: ShopOrderPorts,
  submitted: ShopOrderRecord,
  draft: ShopOrderRecord | undefined,
  message: string,
): Promise<void> {
  const at = new Date(deps.clock.nowMs()).toISOString();
  const {
    subtotalCents: _subtotal,
    shippingCents: _shipping,
    totalCents: _total,
    platformFeeCents: _fee,
    paymentMethod: _method,
    paymentState: _state,
    paymentMethodId: _card,
    poNumber: _po,
    submitKeyHash: _key,
    submittedAt: _submittedAt,
    ...kept
  } = submitted;
  const next: ShopOrderRecord = {
    ...kept,
    lines: (draft ?? submitted).lines.map((line) => ({
      lineId: line.lineId,
      productId: line.productId,
      ...(line.variantId !== undefined ? { variantId: line.variantId } : {}),
      quantity: line.quantity,
      requestedQuantity: line.requestedQuantity,
      ...(line.roundedToPack !== undefined ? { roundedToPack: line.roundedToPack } : {}),
      ...(line.roundedToMinimum !== undefined ? { roundedToMinimum: line.roundedToMinimum } : {}),
    })),
    timeline: [
      ...submitted.timeline,
      {
        at,
        userId: submitted.buyerUserId,
        name: submitted.buyerName,
        kind: 'cart-changed',
        note: `Card declined: ${message}`,
      },
    ],
    status: 'draft',
    version: submitted.version + 1,
    updatedAt: at,
  };
  const stock = deps.orders.planStock(
    await deps.reads.getProducts(submitted.lines.map((line) => line.productId)),
    stockLinesOf(submitted.lines),
  );
  for (let round = 0; round < conflictRounds; round += 1) {
    const outcome = await deps.orders.writeOrderWithStock({
      next,
      read: { status: 'submitted', version: submitted.version },
      stock,
      direction: 'give',
    });
    if (outcome.written) {
      countOrderChange(deps.metrics, submitted, next);
      return;
    }
    // Refused by name: the order moved on (a twin already undid it); nothing more to give back.
    if (outcome.refused.size > 0) return;
    await backOff(Math.min(round, 6));
  }
  throw new ServiceUnavailable(shopCartChanged);
}
