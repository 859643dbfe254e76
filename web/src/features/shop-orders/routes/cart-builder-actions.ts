// The cart builder's route action: start a cart (then open it), save the cart's lines, need-by,
// ship-to and notes, fill quantities from the Thon, delete a cart, and submit it with the
// attempt's Idempotency-Key. Refusals come back as outcomes with the API's message: a stale cart
// (409), a product short of stock (409 naming it), a declined card (402, the cart a draft again).
import { redirect, type ActionFunctionArgs } from 'react-router';
import {
  shopCartCreated,
  shopCartDeleted,
  shopCartFilled,
  shopCartSaved,
  shopOrderSubmitted,
} from '@thon/shared/catalog/shop-messages';
import { refusedOr } from '../../../components/form/refused-or';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/show-toast';
import { createCart, deleteCart, fillCartFromThon, submitOrder, updateCart } from '../api/order-calls';
import { cartPath } from './cart-builder-loader';
import { orderDetailPath } from './order-detail-loader';
import type { CartOutcome, CartRequest, SubmitOutcome } from './cart-builder-requests';

async function submit(body: Extract<CartRequest, { intent: 'submit' }>): Promise<SubmitOutcome | Response> {
  try {
    const order = await submitOrder(
      { OrderId: body.orderId, Version: body.version, Payment: body.payment },
      body.idempotencyKey,
    );
    // The cart is an order now: its page shows it (and the moves that follow).
    showToast('success', shopOrderSubmitted);
    return redirect(orderDetailPath(order.OrderId));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, message: error.message, retryable: error.status === 0 || error.status >= 500 };
  }
}

export async function cartBuilderAction({ request }: ActionFunctionArgs) {
  const body = (await request.json()) as CartRequest;
  switch (body.intent) {
    case 'create':
      return refusedOr<Response>(async () => {
        const cart = await createCart({ ThonId: body.thonId, VendorId: body.vendorId });
        // The form that asked goes away with the redirect, so the toast is the confirmation.
        showToast('success', shopCartCreated);
        return redirect(cartPath(cart.Order.OrderId));
      });
    case 'save':
      return refusedOr<CartOutcome>(async () => {
        const cart = await updateCart(body.cart);
        return { ok: true, message: shopCartSaved, rounded: cart.RoundedLines, notices: cart.Notices };
      });
    case 'fill':
      return refusedOr<CartOutcome>(async () => {
        const cart = await fillCartFromThon({
          OrderId: body.orderId,
          ProductIds: body.productIds,
          BufferPercent: body.bufferPercent,
        });
        return { ok: true, message: shopCartFilled, rounded: cart.RoundedLines, notices: cart.Notices };
      });
    case 'delete':
      return refusedOr<Response>(async () => {
        await deleteCart(body.orderId);
        showToast('success', shopCartDeleted);
        return redirect('/shop/cartbuilder');
      });
    case 'submit':
      return submit(body);
  }
}
