// /shop/orders's loader: the filters from the page's address (state, Thon, need-by on or before),
// the first page of the caller's orders (a vendor's incoming ones, a buyer's in their reach: the
// API decides) with the buyer's Thons to filter by, or, with ?cursor=, the page "Show more" fetches.
import type { LoaderFunctionArgs } from 'react-router';
import { orderStatuses, type OrderStatus } from '@thon/shared/api/schemas/shop-orders';
import { refusedOr } from '../../../components/form/refused-or';
import { requireSession } from '../../../lib/require-session';
import { loadBuyerThons, type BuyerThon } from '../api/buyer-thons';
import { listOrders, type OrderSummary } from '../api/order-calls';

export interface OrderFilters {
  status?: OrderStatus;
  thonId?: string;
  needByBefore?: string;
}

/** A page of orders as the list pages them (no cursor: the last page). */
export interface OrderPage {
  Orders: OrderSummary[];
  NextCursor?: string;
}

export interface OrdersView {
  page: OrderPage;
  filters: OrderFilters;
  /** The buyer's Thons (the Thon filter and each row's name); none for a vendor. */
  thons: BuyerThon[];
}

const isStatus = (value: string | null): value is OrderStatus =>
  (orderStatuses as readonly (string | null)[]).includes(value);
const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/u.test(value);

export function orderFiltersOf(url: URL): OrderFilters {
  const status = url.searchParams.get('status');
  const thon = url.searchParams.get('thon');
  const needBy = url.searchParams.get('needby');
  return {
    ...(isStatus(status) ? { status } : {}),
    ...(thon ? { thonId: thon } : {}),
    ...(isDate(needBy) ? { needByBefore: needBy } : {}),
  };
}

/** The list's address with these filters, after `cursor`. */
export function ordersHref(filters: OrderFilters, cursor?: string): string {
  const query = new URLSearchParams();
  const pairs: [string, string | undefined][] = [
    ['status', filters.status],
    ['thon', filters.thonId],
    ['needby', filters.needByBefore],
    ['cursor', cursor],
  ];
  for (const [name, value] of pairs) if (value) query.set(name, value);
  const search = query.toString();
  return `/shop/orders${search ? `?${search}` : ''}`;
}

async function ordersPage(
  filters: OrderFilters,
  cursor: string | undefined,
  signal: AbortSignal,
): Promise<OrderPage> {
  const answer = await listOrders(
    {
      ...(filters.status ? { Status: filters.status } : {}),
      ...(filters.thonId ? { ThonId: filters.thonId } : {}),
      ...(filters.needByBefore ? { NeedByBefore: filters.needByBefore } : {}),
      ...(cursor ? { Cursor: cursor } : {}),
    },
    signal,
  );
  return answer.NextCursor
    ? { Orders: answer.Orders, NextCursor: answer.NextCursor }
    : { Orders: answer.Orders };
}

export async function ordersLoader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const filters = orderFiltersOf(url);
  const cursor = url.searchParams.get('cursor') || undefined;
  const { signal } = args.request;
  // A later page the API refuses (an expired cursor) is said beside what is already shown.
  if (cursor) return refusedOr(() => ordersPage(filters, cursor, signal));
  const session = await requireSession(args);
  const [page, thons] = await Promise.all([
    ordersPage(filters, undefined, signal),
    session.Role === 'vendor' ? Promise.resolve([]) : loadBuyerThons(session.Role, signal),
  ]);
  return { page, filters, thons } satisfies OrdersView;
}
