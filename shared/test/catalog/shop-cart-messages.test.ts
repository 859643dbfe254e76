import { describe, expect, it } from 'vitest';
import * as messages from '@thon/shared/catalog/shop-messages';

// The carts' and submission's wording, typed here character for character (the integration tests
// pin which one each refusal gives).
describe('shop cart messages', () => {
  it.each([
    [
      messages.shopOrganizersMayNotShop,
      'Your franchise has not opened the shop to organizers: ask your franchise to order for your Thon.',
    ],
    [messages.shopVendorNotSelling, 'This vendor is not selling in the shop right now.'],
    [
      messages.shopVendorNotServingFranchise,
      "This vendor does not serve this Thon's franchise: choose one of the vendors offered for this Thon.",
    ],
    [messages.shopCartChanged, 'This cart was changed elsewhere: reload it and try again.'],
    [
      messages.shopCartNotDraft('submitted'),
      'This order is submitted: it is no longer a cart, so it cannot be changed.',
    ],
    [messages.shopProductNotAvailable('Old cap'), 'Old cap is not available from this vendor.'],
    [messages.shopProductUnknown, 'A product in the cart is not available from this vendor.'],
    [messages.shopVariantRequired('Race shirt'), 'Choose a size or colour of Race shirt.'],
    [
      messages.shopProductRepeated('Race shirt'),
      'Race shirt appears more than once in the cart: change its quantity instead.',
    ],
    [messages.shopStockShort('Gold medal', 3), 'Not enough stock of Gold medal for this order: only 3 left.'],
    [
      messages.shopCardNotAccepted,
      'This vendor cannot take card payments yet: pay by purchase order, or ask the vendor to finish setting up payouts.',
    ],
    [
      messages.shopShipToIncomplete,
      'Enter the full ship-to address (street, city, state and ZIP) before submitting.',
    ],
    [
      messages.shopSizesWithoutVariant('Race shirt', ['AXXL']),
      'Race shirt comes in no AXXL: participants of that size were left out.',
    ],
    [
      messages.shopSizesWithoutVariant('Race shirt', ['AXL', 'AXXL']),
      'Race shirt comes in no AXL, AXXL: participants of those sizes were left out.',
    ],
    [
      messages.shopNothingToFill('Color powder'),
      'Color powder was left out: the Thon has no participants to count for it yet.',
    ],
    [
      messages.shopOrderEmailSubjectBuyer('Prize Co', 'Lincoln Fun Run'),
      'Your order from Prize Co for Lincoln Fun Run was submitted',
    ],
    [messages.shopOrderEmailSubjectVendor('Lincoln Fun Run'), 'New shop order for Lincoln Fun Run'],
    [
      messages.shopCardNeedsAuthentication,
      'Your card needs an authentication this order cannot ask for: please use another card.',
    ],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
