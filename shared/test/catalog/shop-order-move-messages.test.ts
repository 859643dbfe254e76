import { describe, expect, it } from 'vitest';
import * as messages from '@thon/shared/catalog/shop-messages';

// The order moves' refusals, typed here character for character (the state machine's own tests
// pin which one each refused move gives).
describe('shop order move messages', () => {
  it.each([
    [messages.orderAlreadyInState('confirmed'), 'This order is already confirmed.'],
    [
      messages.orderMoveTooLate('shipped', 'cancelled'),
      'This order is shipped: it can no longer be cancelled.',
    ],
    [
      messages.orderMoveTooEarly('a draft', 'confirmed'),
      'This order is a draft: it cannot be confirmed yet.',
    ],
    [
      messages.orderOnHoldReleaseFirst('shipped'),
      'This order is on hold: release it before it can be shipped.',
    ],
    [
      messages.orderNotOnHold('submitted'),
      'This order is submitted, not on hold: there is nothing to release.',
    ],
    [messages.orderPartlyShippedNoCancel, 'Part of this order has shipped: it can no longer be cancelled.'],
    [messages.orderMoveNotYours('the vendor'), 'Only the vendor of this order can do this.'],
    [messages.orderPaidAlready, 'This order is already paid.'],
    [messages.orderPaidByCard, 'This order is paid by card: only a purchase order is marked paid.'],
    [messages.shipmentEmpty, 'Choose at least one line and a quantity to ship.'],
    [messages.shipmentUnknownLine, 'This order has no such line.'],
    [messages.shipmentLineRepeated, 'Each line can appear only once in a shipment.'],
    [messages.shipmentTooMany('Race shirt', 3), 'Only 3 of Race shirt remain to ship.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
