// /shop/cartbuilder's loader: the buyer's Thons and the shop's vendors (to start a cart), their
// draft carts (to switch between), and with ?order=<id> that cart and its vendor's products. A
// cart out of reach (or no longer a draft's) is the not-found page's business: null.
import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { requireSession } from '../../../lib/require-session';
import { loadBuyerThons, type BuyerThon } from '../api/buyer-thons';
import { loadActiveProducts, vendorsOf, type Product, type VendorChoice } from '../api/cart-catalogue';
import { getOrder, listOrders, type Order, type OrderSummary } from '../api/order-calls';

export interface CartBuilderView {
  thons: BuyerThon[];
  vendors: VendorChoice[];
  drafts: OrderSummary[];
  /** The cart opened with ?order=, its vendor's active products; null: none asked for. */
  cart: { order: Order; products: Product[] } | null;
  /** True when ?order= named a cart the caller cannot open. */
  missing: boolean;
}

async function openCart(orderId: string, signal: AbortSignal): Promise<Order | undefined> {
  try {
    return await getOrder(orderId, signal);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return undefined;
    throw error;
  }
}

export async function cartBuilderLoader(args: LoaderFunctionArgs): Promise<CartBuilderView> {
  const session = await requireSession(args);
  const { signal } = args.request;
  const orderId = new URL(args.request.url).searchParams.get('order')?.trim() || undefined;
  const [thons, products, drafts, order] = await Promise.all([
    loadBuyerThons(session.Role, signal),
    loadActiveProducts(signal),
    listOrders({ Status: 'draft' }, signal),
    orderId ? openCart(orderId, signal) : Promise.resolve(undefined),
  ]);
  const cart = order ? { order, products: products.filter((p) => p.VendorId === order.VendorId) } : null;
  return {
    thons,
    vendors: vendorsOf(products),
    drafts: drafts.Orders,
    cart,
    missing: orderId !== undefined && !order,
  };
}

export const cartPath = (orderId: string) => `/shop/cartbuilder?order=${encodeURIComponent(orderId)}`;
