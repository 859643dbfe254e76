// /shop/orderdetail?id=<order id>: one order for its vendor's users and its buyers: lines, totals
// with the platform fee stated, payment, ship-to, need-by, shipments, the timeline, and the moves
// the viewer may make now. An order out of reach is the not-found page.
import { useId } from 'react';
import { Link, useLoaderData } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page';
import { useSignedInSession } from '../../../lib/session-route';
import type { Order } from '../api/order-calls';
import { OrderFacts } from '../components/order-facts';
import { OrderLinesTable } from '../components/order-lines-table';
import { OrderMoves } from '../components/order-moves';
import { OrderShipments } from '../components/order-shipments';
import { OrderTimeline } from '../components/order-timeline';
import { OrderTotals } from '../components/order-totals';
import { actorOf } from '../components/order-snapshot';
import '../components/shop-orders.css';

function OrderSection({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function OrderDetailPage() {
  const order = useLoaderData() as Order | null;
  const session = useSignedInSession();
  if (!order) return <NotFoundPage />;
  const actor = actorOf(session.Role);
  return (
    <>
      <title>{`Order ${order.OrderId} · Shop · Thon`}</title>
      <h1>Order {order.OrderId}</h1>
      {order.Status === 'draft' && actor !== 'vendor' && (
        <p>
          This order is a draft cart.{' '}
          <Link to={`/shop/cartbuilder?order=${encodeURIComponent(order.OrderId)}`}>
            Open it in the cart builder
          </Link>
        </p>
      )}
      <OrderFacts order={order} />
      <OrderSection title="Lines">
        <OrderLinesTable lines={order.Lines} />
        <OrderTotals totals={order.Totals} />
      </OrderSection>
      <OrderMoves order={order} actor={actor} />
      <OrderSection title="Shipments">
        <OrderShipments order={order} />
      </OrderSection>
      <OrderSection title="Timeline">
        <OrderTimeline entries={order.Timeline} />
      </OrderSection>
      <p>
        <Link to="/shop/orders">All orders</Link>
      </p>
    </>
  );
}
