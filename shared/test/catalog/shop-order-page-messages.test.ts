import { describe, expect, it } from 'vitest';
import * as messages from '@thon/shared/catalog/shop-messages';

// The order pages' confirmations and notes, typed here character for character.
const expected: Record<string, string> = {
  shopCartCreated: 'The cart was created.',
  shopCartSaved: 'The cart was saved.',
  shopCartFilled: 'The cart was filled from the Thon.',
  shopCartDeleted: 'The cart was deleted.',
  shopOrderSubmitted: 'The order was submitted.',
  shopOrderConfirmed: 'The order was confirmed.',
  shopOrderHeld: 'The order is on hold.',
  shopOrderReleased: 'The order was released.',
  shopOrderPaid: 'The order is marked paid.',
  shopOrderDelivered: 'The order is marked delivered.',
  shopOrderCancelled: 'The order was cancelled.',
  shopPoNumberRequired: 'Enter the purchase order number.',
  shopCartEmpty: 'Add at least one product to the cart before submitting it.',
};

describe('order page messages', () => {
  it.each(Object.entries(expected))('%s reads exactly as written', (name, text) => {
    expect((messages as Record<string, unknown>)[name]).toBe(text);
  });

  it('says whether a shipment completed the order', () => {
    expect(messages.shopOrderShipped(false)).toBe('The shipment was recorded.');
    expect(messages.shopOrderShipped(true)).toBe('The shipment was recorded: the order has shipped in full.');
  });
});
