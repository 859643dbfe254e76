// The shop orders a franchise's calendar shows: those needed by a day in the range, read in one
// Query of the order's gsi4 (franchise / need-by#order). Drafts are carts nobody has sent and
// cancelled orders will not arrive: neither is on the calendar (a filter on the same Query).
import type { ShopOrderRecord } from './shop-orders-repository';
import { thon } from '../thon-service';

/** What the calendar shows of an order. */
export type CalendarShopOrderRecord = Pick<
  ShopOrderRecord,
  'orderId' | 'needBy' | 'vendorId' | 'vendorName' | 'status' | 'eventId' | 'eventName'
>;

/** The ISO date after `day` (yyyy-MM-dd), in UTC: the range's exclusive end on the sort key. */
function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The franchise's submitted orders needed by a day from `from` to `to` (inclusive), by need-by date. */
export async function listShopOrdersNeededBetween(
  franchiseId: string,
  from: string,
  to: string,
): Promise<CalendarShopOrderRecord[]> {
  const { data } = await thon()
    .entities.shopOrder.query.byFranchiseNeedBy({ franchiseId })
    // The sort key is need-by#order: every order of `to` sorts below the next day's bare prefix.
    .between({ needBy: from }, { needBy: dayAfter(to) })
    .where(({ status }, { ne }) => `${ne(status, 'draft')} AND ${ne(status, 'cancelled')}`)
    .go({
      pages: 'all',
      attributes: ['orderId', 'needBy', 'vendorId', 'vendorName', 'status', 'eventId', 'eventName'],
    });
  return data.filter((order) => order.needBy >= from && order.needBy <= to);
}
