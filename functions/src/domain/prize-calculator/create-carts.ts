// CreateCartsFromCalculation (docs/prizes.md, The calculator): the calculation again, then one
// draft cart per vendor made by the shop's own cart code (CreateCart, then UpdateCart with the
// calculated quantities), so the carts are the cart builder's like any other. The Idempotency-Key
// makes it answer the same carts when retried: a claim keyed by the caller and the key's hash is
// created only if absent, each cart is recorded on it as soon as it is made, and it is marked made
// at the end. The same key with another body is refused; a run that died part-way is taken over
// after its lease and makes only the carts it had not recorded.
import { createHash } from 'node:crypto';
import type {
  CalculatorCart,
  CalculatorCarts,
  CalculatorItem,
  RunPrizeCalculatorRequest,
} from '@thon/shared/api/schemas/prize-calculator';
import type { Cart } from '@thon/shared/api/schemas/shop-orders';
import {
  calculatorCartsInProgress,
  calculatorKeyReused,
  calculatorNothingToOrder,
} from '@thon/shared/catalog/prize-calculator-messages';
import type { CalculatorProduct } from '@thon/shared/prizes/calculator';
import type { PrizeCartClaimRecord } from '../../data/repositories/prize-calculator-repository';
import type { Caller } from '../caller';
import { Conflict } from '../errors';
import { validIdempotencyKey } from '../idempotency-key';
import { cartAnswer } from '../shop-orders/cart-lines';
import { createCart } from '../shop-orders/create-cart';
import { updateCart } from '../shop-orders/update-cart';
import type { CalculatorCartPorts } from './ports';
import { calculationOf } from './run-calculator';

/** How long a run holds the claim before another may take over (it makes a few carts). */
const leaseMs = 60_000;
/** How long the key answers its carts: the table's TTL deletes the claim after. */
const claimDays = 30;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

interface VendorLines {
  vendorId: string;
  lines: { productId: string; variantId?: string; quantity: number }[];
}

/**
 * The calculated lines per vendor, one line per product and variant (a product at two levels adds
 * up). A sized prize counted without sizes has no variant to order yet and stays out: the
 * calculation's warning told the buyer to choose sizes in the cart.
 */
function linesByVendor(
  items: readonly CalculatorItem[],
  products: ReadonlyMap<string, CalculatorProduct>,
): VendorLines[] {
  const vendors = new Map<string, VendorLines & { byKey: Map<string, number> }>();
  for (const item of items) {
    const product = products.get(item.ProductId);
    if (!product || (product.variants.length > 0 && item.VariantId === null)) continue;
    const vendor = vendors.get(item.VendorId) ?? {
      vendorId: item.VendorId,
      lines: [],
      byKey: new Map<string, number>(),
    };
    vendors.set(item.VendorId, vendor);
    const key = `${item.ProductId}#${item.VariantId ?? ''}`;
    const at = vendor.byKey.get(key);
    const existing = at === undefined ? undefined : vendor.lines[at];
    if (existing) existing.quantity += item.Quantity;
    else {
      vendor.byKey.set(key, vendor.lines.length);
      vendor.lines.push({
        productId: item.ProductId,
        ...(item.VariantId !== null ? { variantId: item.VariantId } : {}),
        quantity: item.Quantity,
      });
    }
  }
  return [...vendors.values()].map(({ vendorId, lines }) => ({ vendorId, lines }));
}

/** Carts in vendor name order (the vendors' names as they stand, not as products copied them). */
const byVendor = (carts: CalculatorCart[]): CalculatorCarts => ({
  Carts: carts.sort(
    (a, b) => a.VendorName.localeCompare(b.VendorName) || a.VendorId.localeCompare(b.VendorId),
  ),
});

function cartOf(cart: Cart): CalculatorCart {
  const order = cart.Order;
  return {
    OrderId: order.OrderId,
    VendorId: order.VendorId,
    VendorName: order.VendorName,
    Version: order.Version,
    Lines: order.Lines.map((line) => ({
      ProductId: line.ProductId,
      ProductName: line.ProductName,
      VariantId: line.VariantId,
      Size: line.Size,
      Quantity: line.Quantity,
      LineTotalCents: line.LineTotalCents,
    })),
    TotalCents: order.Totals.TotalCents,
  };
}

/** The carts a claim recorded, as they stand now (a cart deleted since is left out). */
async function recordedCarts(
  deps: CalculatorCartPorts,
  claim: PrizeCartClaimRecord,
): Promise<CalculatorCarts> {
  const orders = await Promise.all(claim.carts.map((cart) => deps.carts.orders.getOrder(cart.orderId)));
  const carts = await Promise.all(
    orders.flatMap((order) => (order ? [cartAnswer(deps.carts, order).then(cartOf)] : [])),
  );
  return byVendor(carts);
}

type Claimed =
  | { kind: 'answer'; carts: CalculatorCarts }
  | { kind: 'run'; runId: string; made: ReadonlyMap<string, string> };

/** What a claim found for this key means: its carts, a refusal, or this run may (go on) make them. */
async function fromClaim(
  deps: CalculatorCartPorts,
  claim: PrizeCartClaimRecord,
  bodyHash: string,
): Promise<Claimed> {
  if (claim.bodyHash !== bodyHash) throw new Conflict(calculatorKeyReused);
  if (claim.state === 'made') return { kind: 'answer', carts: await recordedCarts(deps, claim) };
  const now = deps.clock.nowMs();
  const runId = deps.ids.newId();
  const taken = await deps.claims.takeOverPrizeCartClaim(
    claim,
    { runId, leaseUntil: new Date(now + leaseMs).toISOString() },
    new Date(now).toISOString(),
  );
  if (!taken) throw new Conflict(calculatorCartsInProgress);
  return { kind: 'run', runId, made: new Map(claim.carts.map((cart) => [cart.vendorId, cart.orderId])) };
}

export async function createCartsFromCalculation(
  deps: CalculatorCartPorts,
  caller: Caller,
  request: RunPrizeCalculatorRequest,
  idempotencyKeyHeader: string | undefined,
): Promise<CalculatorCarts> {
  const keyHash = sha256(validIdempotencyKey(idempotencyKeyHeader));
  const bodyHash = sha256(JSON.stringify(request));
  const key = { userId: caller.userId, keyHash };
  const standing = await deps.claims.getPrizeCartClaim(caller.userId, keyHash);
  if (standing) {
    const found = await fromClaim(deps, standing, bodyHash);
    if (found.kind === 'answer') return found.carts;
    return makeCarts(deps, caller, request, key, found);
  }
  const now = deps.clock.nowMs();
  const runId = deps.ids.newId();
  const created = await deps.claims.createPrizeCartClaim({
    ...key,
    bodyHash,
    eventId: request.ThonId,
    state: 'making',
    runId,
    leaseUntil: new Date(now + leaseMs).toISOString(),
    carts: [],
    createdAt: new Date(now).toISOString(),
    expiresAt: Math.floor(now / 1000) + claimDays * 24 * 60 * 60,
  });
  if (!created) {
    // Another call with this key got there first: answer as it stands.
    const other = await deps.claims.getPrizeCartClaim(caller.userId, keyHash);
    if (!other) throw new Conflict(calculatorCartsInProgress);
    const found = await fromClaim(deps, other, bodyHash);
    if (found.kind === 'answer') return found.carts;
    return makeCarts(deps, caller, request, key, found);
  }
  return makeCarts(deps, caller, request, key, { runId, made: new Map() });
}

async function makeCarts(
  deps: CalculatorCartPorts,
  caller: Caller,
  request: RunPrizeCalculatorRequest,
  key: { userId: string; keyHash: string },
  run: { runId: string; made: ReadonlyMap<string, string> },
): Promise<CalculatorCarts> {
  const { answer, products } = await calculationOf(deps, caller, request);
  const vendors = linesByVendor(
    [...answer.Levels.flatMap((level) => level.Items), ...answer.Supplies],
    products,
  );
  if (vendors.length === 0) throw new Conflict(calculatorNothingToOrder);
  const carts: CalculatorCart[] = [];
  const fill = (order: { OrderId: string; Version: number }, vendor: VendorLines) =>
    updateCart(deps.carts, caller, {
      OrderId: order.OrderId,
      Version: order.Version,
      Lines: vendor.lines.map((line) => ({
        ProductId: line.productId,
        ...(line.variantId !== undefined ? { VariantId: line.variantId } : {}),
        Quantity: line.quantity,
      })),
    });
  for (const vendor of vendors) {
    const madeId = run.made.get(vendor.vendorId);
    const made = madeId === undefined ? undefined : await deps.carts.orders.getOrder(madeId);
    if (made) {
      // A run that died between making a cart and filling it left it empty: fill it now.
      const empty = made.status === 'draft' && made.lines.length === 0;
      const cart = empty
        ? await fill({ OrderId: made.orderId, Version: made.version }, vendor)
        : await cartAnswer(deps.carts, made);
      carts.push(cartOf(cart));
      continue;
    }
    if (madeId !== undefined) continue;
    const cart = await createCart(deps.carts, caller, { ThonId: request.ThonId, VendorId: vendor.vendorId });
    // Recorded before it is filled: a retry after a failure finds this cart rather than making another.
    const recorded = await deps.claims.recordPrizeCart(key, run.runId, {
      vendorId: vendor.vendorId,
      orderId: cart.Order.OrderId,
    });
    if (!recorded) throw new Conflict(calculatorCartsInProgress);
    carts.push(cartOf(await fill(cart.Order, vendor)));
  }
  if (!(await deps.claims.finishPrizeCartClaim(key, run.runId)))
    throw new Conflict(calculatorCartsInProgress);
  return byVendor(carts);
}
