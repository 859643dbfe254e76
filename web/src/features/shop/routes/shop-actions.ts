// /shop's route action: the product dialog's Add to cart posts here through a fetcher, so React
// Router keeps the pending state and settles a second click while the first is on its way. The
// quantities go into the Thon's newest draft with the product's vendor, or a new one (see
// api/add-to-cart.ts); the API's refusal comes back as an outcome with its message.
import type { ActionFunctionArgs } from 'react-router';
import { shopAddedToCart } from '@thon/shared/catalog/shop-messages';
import { refusedOr, type Refused } from '@/components/form/refused-or';
import { addToCart } from '../api/add-to-cart';

export type ShopActionRequest = {
  intent: 'add-to-cart';
  thon: { EventId: string; Name: string };
  product: { ProductId: string; VendorId: string; Name: string };
  // Plain object types (not the CartAddition interface), so the request is JSON to the fetcher.
  additions: { VariantId: string; Quantity: number }[];
};

/** The cart the quantities went into (its id, for the cart builder's link), or the refusal. */
export type AddToCartOutcome = { ok: true; orderId: string; message: string } | Refused;

export async function shopAction({ request }: ActionFunctionArgs): Promise<AddToCartOutcome> {
  const body = (await request.json()) as ShopActionRequest;
  switch (body.intent) {
    case 'add-to-cart':
      return refusedOr<AddToCartOutcome>(async () => {
        const orderId = await addToCart(body.thon.EventId, body.product, body.additions);
        return { ok: true, orderId, message: shopAddedToCart(body.product.Name, body.thon.Name) };
      });
  }
}
