// /shop/cartbuilder (?order=<draft id>): a buyer starts a cart for one of their Thons and a vendor,
// switches between their drafts, fills the open cart from the Thon (with a buffer, the rounding
// shown), edits its lines, need-by date, ship-to and notes, sees its totals (the platform fee
// stated) and submits it by card or purchase order.
import { useId } from 'react';
import { Link, useLoaderData } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page';
import { CartDrafts } from '../components/cart-drafts';
import { CartEditor } from '../components/cart-editor';
import { CartFillForm } from '../components/cart-fill-form';
import { CartSubmitForm } from '../components/cart-submit-form';
import { DeleteCartButton } from '../components/delete-cart-button';
import { NewCartForm } from '../components/new-cart-form';
import { OrderTotals } from '../components/order-totals';
import type { CartBuilderView } from './cart-builder-loader';
import { orderDetailPath } from './order-detail-loader';
import '../components/shop-orders.css';

function OpenCart({ cart }: { cart: NonNullable<CartBuilderView['cart']> }) {
  const { order, products } = cart;
  const heading = useId();
  if (order.Status !== 'draft') {
    return (
      <p>
        This cart has been submitted. <Link to={orderDetailPath(order.OrderId)}>See the order</Link>
      </p>
    );
  }
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading}>
        {order.ThonName}: {order.VendorName}
      </h2>
      <p>
        Event day {order.EventDay}; ships to {order.ShipTo.Name}.
      </p>
      <CartFillForm key={`fill-${order.OrderId}`} orderId={order.OrderId} products={products} />
      <CartEditor key={order.OrderId} order={order} products={products} />
      <OrderTotals totals={order.Totals} />
      <CartSubmitForm order={order} />
      <DeleteCartButton orderId={order.OrderId} name={order.ThonName} />
    </section>
  );
}

export function CartBuilderPage() {
  const view = useLoaderData() as CartBuilderView;
  const draftsHeading = useId();
  if (view.missing) return <NotFoundPage />;
  return (
    <>
      <title>Cart builder · Shop · Thon</title>
      <h1>Cart builder</h1>
      <section aria-labelledby={draftsHeading}>
        <h2 id={draftsHeading}>Your carts</h2>
        <CartDrafts drafts={view.drafts} openId={view.cart?.order.OrderId} />
      </section>
      {view.cart ? <OpenCart cart={view.cart} /> : <NewCartForm thons={view.thons} vendors={view.vendors} />}
      {view.cart && (
        <p>
          <Link to="/shop/cartbuilder">Start another cart</Link>
        </p>
      )}
    </>
  );
}
