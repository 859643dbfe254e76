import { describe, expect, it } from 'vitest';
import {
  availableMoves,
  decideMove,
  decideShipment,
  type OrderSnapshot,
  type OrderState,
} from '@thon/shared/shop/order-states';

const shirt = { lineId: 'l1', name: 'Race shirt', quantity: 10, shippedQuantity: 0 };
const powder = { lineId: 'l2', name: 'Color powder', quantity: 4, shippedQuantity: 0 };
const lines = [shirt, powder];
const order = (status: OrderState, extra: Partial<OrderSnapshot> = {}): OrderSnapshot => ({
  status,
  lines,
  ...extra,
});

describe('order state machine', () => {
  it('the vendor confirms a submitted order', () => {
    expect(decideMove(order('submitted'), 'confirm', 'vendor')).toEqual({ ok: true, to: 'confirmed' });
  });

  it('a second confirm names the state the first one left', () => {
    expect(decideMove(order('confirmed'), 'confirm', 'vendor')).toEqual({
      ok: false,
      reason: 'state',
      message: 'This order is already confirmed.',
    });
  });

  it('only the vendor confirms, ships, holds, releases and marks paid', () => {
    for (const move of ['confirm', 'hold', 'release', 'mark-paid'] as const) {
      expect(decideMove(order('submitted'), move, 'buyer')).toEqual({
        ok: false,
        reason: 'actor',
        message: 'Only the vendor of this order can do this.',
      });
      expect(decideMove(order('submitted'), move, 'super-admin').ok).toBe(false);
    }
    expect(decideShipment(order('confirmed'), [{ lineId: 'l1', quantity: 1 }], 'buyer')).toMatchObject({
      reason: 'actor',
    });
  });

  it('the vendor never submits', () => {
    expect(decideMove(order('draft'), 'submit', 'vendor')).toEqual({
      ok: false,
      reason: 'actor',
      message: 'Only the buyer of this order can do this.',
    });
    expect(decideMove(order('draft'), 'submit', 'buyer')).toEqual({ ok: true, to: 'submitted' });
  });

  it.each([
    ['confirm', 'shipped', 'This order is shipped: it can no longer be confirmed.'],
    ['confirm', 'draft', 'This order is a draft: it cannot be confirmed yet.'],
    ['confirm', 'cancelled', 'This order is cancelled: it can no longer be confirmed.'],
    ['confirm', 'on-hold', 'This order is on hold: release it before it can be confirmed.'],
    ['deliver', 'confirmed', 'This order is confirmed: it cannot be marked delivered yet.'],
    ['deliver', 'partially-shipped', 'This order is partially shipped: it cannot be marked delivered yet.'],
    ['deliver', 'delivered', 'This order is already delivered.'],
    ['hold', 'shipped', 'This order is shipped: it can no longer be put on hold.'],
    ['hold', 'on-hold', 'This order is already on hold.'],
    ['release', 'confirmed', 'This order is confirmed, not on hold: there is nothing to release.'],
    ['cancel', 'shipped', 'This order is shipped: it can no longer be cancelled.'],
    ['cancel', 'partially-shipped', 'This order is partially shipped: it can no longer be cancelled.'],
    ['cancel', 'delivered', 'This order is delivered: it can no longer be cancelled.'],
    ['cancel', 'cancelled', 'This order is already cancelled.'],
    ['mark-paid', 'cancelled', 'This order is cancelled: it can no longer be marked paid.'],
    ['mark-paid', 'draft', 'This order is a draft: it cannot be marked paid yet.'],
  ] as const)('%s from %s is refused: %s', (move, status, message) => {
    const actor = move === 'deliver' || move === 'cancel' ? 'buyer' : 'vendor';
    expect(decideMove(order(status), move, actor)).toEqual({ ok: false, reason: 'state', message });
  });

  it('hold remembers the state it left and release returns to it', () => {
    for (const from of ['submitted', 'confirmed', 'partially-shipped'] as const) {
      expect(decideMove(order(from), 'hold', 'vendor')).toEqual({ ok: true, to: 'on-hold' });
      expect(decideMove(order('on-hold', { heldFrom: from }), 'release', 'vendor')).toEqual({
        ok: true,
        to: from,
      });
    }
  });

  it('cancel is open to the buyer, the vendor and a super admin while nothing has shipped', () => {
    for (const actor of ['buyer', 'vendor', 'super-admin'] as const) {
      for (const status of ['submitted', 'confirmed', 'on-hold'] as const) {
        expect(decideMove(order(status), 'cancel', actor)).toEqual({ ok: true, to: 'cancelled' });
      }
    }
  });

  it('an order held after part of it shipped cannot be cancelled', () => {
    const held = order('on-hold', {
      heldFrom: 'partially-shipped',
      lines: [{ ...shirt, shippedQuantity: 2 }, powder],
    });
    expect(decideMove(held, 'cancel', 'buyer')).toEqual({
      ok: false,
      reason: 'state',
      message: 'Part of this order has shipped: it can no longer be cancelled.',
    });
  });

  it('deliver is the buyer’s, or the vendor’s with a date', () => {
    for (const actor of ['buyer', 'vendor', 'super-admin'] as const) {
      expect(decideMove(order('shipped'), 'deliver', actor)).toEqual({ ok: true, to: 'delivered' });
    }
  });

  it('mark paid is for an unpaid purchase order only and keeps the state', () => {
    const po = (state: 'unpaid' | 'paid') => ({ payment: { method: 'purchase-order' as const, state } });
    expect(decideMove(order('confirmed', po('unpaid')), 'mark-paid', 'vendor')).toEqual({
      ok: true,
      to: 'confirmed',
    });
    expect(decideMove(order('confirmed', po('paid')), 'mark-paid', 'vendor')).toEqual({
      ok: false,
      reason: 'state',
      message: 'This order is already paid.',
    });
    expect(
      decideMove(order('confirmed', { payment: { method: 'card', state: 'paid' } }), 'mark-paid', 'vendor'),
    ).toEqual({
      ok: false,
      reason: 'state',
      message: 'This order is paid by card: only a purchase order is marked paid.',
    });
  });
});

describe('shipments', () => {
  it('ships part, then the rest', () => {
    const first = decideShipment(
      order('confirmed'),
      [
        { lineId: 'l1', quantity: 10 },
        { lineId: 'l2', quantity: 1 },
      ],
      'vendor',
    );
    expect(first).toEqual({ ok: true, to: 'partially-shipped', shipped: { l1: 10, l2: 1 } });
    const after = order('partially-shipped', {
      lines: [
        { ...shirt, shippedQuantity: 10 },
        { ...powder, shippedQuantity: 1 },
      ],
    });
    expect(decideShipment(after, [{ lineId: 'l2', quantity: 3 }], 'vendor')).toEqual({
      ok: true,
      to: 'shipped',
      shipped: { l1: 10, l2: 4 },
    });
  });

  it('refuses more than remains, naming the product and what remains', () => {
    const after = order('partially-shipped', { lines: [{ ...shirt, shippedQuantity: 7 }, powder] });
    expect(decideShipment(after, [{ lineId: 'l1', quantity: 4 }], 'vendor')).toEqual({
      ok: false,
      reason: 'input',
      message: 'Only 3 of Race shirt remain to ship.',
    });
  });

  it('refuses an unknown line, a repeated line and an empty shipment', () => {
    expect(decideShipment(order('confirmed'), [{ lineId: 'x', quantity: 1 }], 'vendor')).toMatchObject({
      message: 'This order has no such line.',
    });
    expect(
      decideShipment(
        order('confirmed'),
        [
          { lineId: 'l1', quantity: 1 },
          { lineId: 'l1', quantity: 1 },
        ],
        'vendor',
      ),
    ).toMatchObject({ message: 'Each line can appear only once in a shipment.' });
    expect(decideShipment(order('confirmed'), [], 'vendor')).toMatchObject({
      message: 'Choose at least one line and a quantity to ship.',
    });
    expect(decideShipment(order('confirmed'), [{ lineId: 'l1', quantity: 0 }], 'vendor')).toMatchObject({
      reason: 'input',
    });
  });

  it('refuses a shipment before confirm and after shipping in full', () => {
    expect(decideShipment(order('submitted'), [{ lineId: 'l1', quantity: 1 }], 'vendor')).toMatchObject({
      message: 'This order is submitted: it cannot be shipped yet.',
    });
    expect(decideShipment(order('shipped'), [{ lineId: 'l1', quantity: 1 }], 'vendor')).toMatchObject({
      message: 'This order is already shipped.',
    });
    expect(
      decideShipment(order('on-hold', { heldFrom: 'confirmed' }), [{ lineId: 'l1', quantity: 1 }], 'vendor'),
    ).toMatchObject({
      message: 'This order is on hold: release it before it can be shipped.',
    });
  });
});

describe('available moves', () => {
  it('offers the vendor confirm, hold and cancel on a submitted order, and the buyer cancel', () => {
    expect(availableMoves(order('submitted'), 'vendor')).toEqual(['confirm', 'hold', 'cancel']);
    expect(availableMoves(order('submitted'), 'buyer')).toEqual(['cancel']);
    expect(availableMoves(order('shipped'), 'buyer')).toEqual(['deliver']);
    expect(availableMoves(order('confirmed'), 'vendor')).toEqual(['hold', 'ship', 'cancel']);
  });
});
