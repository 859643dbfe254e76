// The shop reports' reads of orders: each index of the order Queried page by page, at most `limit`
// items. One item more than the limit is asked for, so "there is more" is known exactly rather than
// guessed from a cursor DynamoDB may hand back at the very end of a partition.
import type { ProductRecord } from './products-repository';
import type { ShopOrderRecord } from './shop-orders-repository';
import { thon } from '../thon-service';

export interface BoundedRead<T> {
  items: T[];
  truncated: boolean;
}

/** DynamoDB answers at most 1 MB per page anyway; a page of 200 orders stays well under it. */
const queryPageSize = 200;

type PageQuery<T> = (page: {
  limit: number;
  cursor: string | null;
}) => Promise<{ data: T[]; cursor: string | null }>;

export async function readBounded<T>(query: PageQuery<T>, limit: number): Promise<BoundedRead<T>> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page = await query({ limit: Math.min(queryPageSize, limit + 1 - items.length), cursor });
    items.push(...page.data);
    cursor = page.cursor;
  } while (cursor !== null && items.length <= limit);
  return { items: items.slice(0, limit), truncated: items.length > limit };
}

/** A vendor's orders (drafts included), newest first (gsi1). */
export function listOrdersOfVendor(vendorId: string, limit: number): Promise<BoundedRead<ShopOrderRecord>> {
  return readBounded(
    (page) =>
      thon()
        .entities.shopOrder.query.byVendor({ vendorId })
        .go({ ...page, order: 'desc' }),
    limit,
  );
}

/** A Thon's orders, newest first (gsi3). */
export function listOrdersOfThon(eventId: string, limit: number): Promise<BoundedRead<ShopOrderRecord>> {
  return readBounded(
    (page) =>
      thon()
        .entities.shopOrder.query.byThon({ eventId })
        .go({ ...page, order: 'desc' }),
    limit,
  );
}

/** A franchise's orders (`direct`: of no franchise), latest need-by date first (gsi4). */
export function listOrdersOfFranchise(
  franchiseId: string,
  limit: number,
): Promise<BoundedRead<ShopOrderRecord>> {
  return readBounded(
    (page) =>
      thon()
        .entities.shopOrder.query.byFranchiseNeedBy({ franchiseId })
        .go({ ...page, order: 'desc' }),
    limit,
  );
}

/** A vendor's products in every status, by name (the product's gsi1). */
export function listProductsOfVendor(vendorId: string, limit: number): Promise<BoundedRead<ProductRecord>> {
  return readBounded((page) => thon().entities.product.query.byVendor({ vendorId }).go(page), limit);
}
