// /shop/orders: a vendor's incoming orders or a buyer's orders (the API answers each viewer's
// own), newest first, filtered by state, Thon and need-by date, late ones flagged, a page at a time
// with "Show more", each opening its detail page.
import { Link, useLoaderData } from 'react-router';
import { ShowMore } from '../../../components/show-more';
import { useCursorPages } from '../../../components/use-cursor-pages';
import { useSignedInSession } from '../../../lib/session-route';
import type { OrderSummary } from '../api/order-calls';
import { OrderFiltersForm } from '../components/order-filters';
import { formatCents, stateWord } from '../components/order-format';
import { orderDetailPath } from './order-detail-loader';
import { ordersHref, type OrdersView } from './orders-loader';
import '../components/shop-orders.css';

function OrderRow({ order }: { order: OrderSummary }) {
  return (
    <tr>
      <th scope="row">
        <Link to={orderDetailPath(order.OrderId)}>{order.OrderId}</Link>
        {order.IsTest && <span className="muted"> (test)</span>}
      </th>
      <td>{order.ThonName}</td>
      <td>{order.VendorName}</td>
      <td>{order.BuyerName}</td>
      <td>{stateWord(order.Status)}</td>
      <td>
        {order.NeedBy}
        {order.Late && <strong className="shop-late"> Late</strong>}
      </td>
      <td>{order.LineCount}</td>
      <td>{order.TotalCents === null ? '—' : formatCents(order.TotalCents)}</td>
    </tr>
  );
}

export function OrdersPage() {
  const view = useLoaderData() as OrdersView;
  const session = useSignedInSession();
  const { pages, refusal, nextCursor, loading, load } = useCursorPages(view.page);
  const orders = pages.flatMap((page) => page.Orders);
  const title = session.Role === 'vendor' ? 'Incoming orders' : 'Orders';
  return (
    <>
      <title>{`${title} · Shop · Thon`}</title>
      <h1>{title}</h1>
      {/* Keyed by the filters: the fields show those of the page loaded. */}
      <OrderFiltersForm key={ordersHref(view.filters)} view={view} />
      {orders.length === 0 ? (
        <p>No order matches{nextCursor ? ' on this page: show more to look further' : ''}.</p>
      ) : (
        <div className="shop-table-wrap" role="region" aria-label="Orders" tabIndex={0}>
          <table className="shop-table">
            <caption className="visually-hidden">Order list</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Thon</th>
                <th scope="col">Vendor</th>
                <th scope="col">Buyer</th>
                <th scope="col">State</th>
                <th scope="col">Need by</th>
                <th scope="col">Lines</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <OrderRow key={order.OrderId} order={order} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ShowMore
        noun="orders"
        nextHref={nextCursor && ordersHref(view.filters, nextCursor)}
        refusal={refusal}
        loading={loading}
        firstPageHref={ordersHref(view.filters)}
        onMore={load}
      />
    </>
  );
}
