import { describe, expect, it } from 'vitest';
import {
  cancelled,
  confirmed,
  delivered,
  held,
  paid,
  refunded,
  released,
  withShipment,
} from '../../../src/domain/shop-fulfilment/next-order';
import { submittedCardOrder } from './order-fixture';

const stamp = { at: '2026-11-20T15:00:00.000Z', userId: 'u-vendor', name: 'Vera Vendor' };

const order = submittedCardOrder();

describe('the order after a move', () => {
  it('raises the version, stamps the time and appends the entry by name', () => {
    const next = confirmed(order, stamp);
    expect(next).toMatchObject({ status: 'confirmed', version: 4, updatedAt: stamp.at });
    expect(next.timeline).toEqual([
      ...order.timeline,
      { at: stamp.at, userId: 'u-vendor', name: 'Vera Vendor', kind: 'confirmed' },
    ]);
    expect(order.status).toBe('submitted');
  });

  it('a hold remembers the state it left and its note; a release forgets both', () => {
    const onHold = held({ ...order, status: 'confirmed' }, stamp, 'Back-ordered');
    expect(onHold).toMatchObject({ status: 'on-hold', heldFrom: 'confirmed', holdNote: 'Back-ordered' });
    expect(onHold.timeline.at(-1)).toMatchObject({ kind: 'held', note: 'Back-ordered' });
    const back = released(onHold, stamp, 'confirmed');
    expect(back.status).toBe('confirmed');
    expect(back).not.toHaveProperty('heldFrom');
    expect(back).not.toHaveProperty('holdNote');
  });

  it('a shipment sets the lines shipped and appends itself with carrier and tracking', () => {
    const shipment = {
      shipmentId: 's1',
      carrier: 'UPS',
      trackingNumber: '1Z9',
      lines: [{ lineId: 'l1', quantity: 10 }],
    };
    const next = withShipment(order, stamp, 'partially-shipped', shipment, { l1: 10, l2: 0 });
    expect(next.lines.map((line) => line.quantityShipped)).toEqual([10, 0]);
    expect(next.shipments).toEqual([
      { ...shipment, shippedAt: stamp.at, shippedByUserId: 'u-vendor', shippedByName: 'Vera Vendor' },
    ]);
    expect(next.timeline.at(-1)).toMatchObject({ kind: 'shipped', note: 'UPS 1Z9' });
  });

  it('delivery marks the shipments not yet delivered, with the vendor’s date when given', () => {
    const shipments = [
      {
        shipmentId: 's1',
        carrier: 'UPS',
        trackingNumber: '1',
        lines: [],
        shippedAt: stamp.at,
        shippedByUserId: 'v',
        shippedByName: 'V',
        deliveredAt: '2026-11-18',
        deliveredByUserId: 'b',
        deliveredByName: 'B',
      },
      {
        shipmentId: 's2',
        carrier: 'UPS',
        trackingNumber: '2',
        lines: [],
        shippedAt: stamp.at,
        shippedByUserId: 'v',
        shippedByName: 'V',
      },
    ];
    const next = delivered({ ...order, status: 'shipped', shipments }, stamp, '2026-11-20');
    expect(next.shipments?.map((shipment) => [shipment.deliveredAt, shipment.deliveredByUserId])).toEqual([
      ['2026-11-18', 'b'],
      ['2026-11-20', 'u-vendor'],
    ]);
    expect(next.timeline.at(-1)).toMatchObject({ kind: 'delivered', note: 'Delivered on 2026-11-20' });
    expect(delivered({ ...order, status: 'shipped', shipments }, stamp).shipments?.[1]?.deliveredAt).toBe(
      stamp.at,
    );
  });

  it('a cancel keeps the reason and forgets a hold; the refund and a PO payment keep the status', () => {
    const next = cancelled(
      { ...order, status: 'on-hold', heldFrom: 'submitted', holdNote: 'Query' },
      stamp,
      'Moved',
    );
    expect(next).toMatchObject({ status: 'cancelled' });
    expect(next).not.toHaveProperty('heldFrom');
    expect(next.timeline.at(-1)).toMatchObject({ kind: 'cancelled', note: 'Moved' });
    const refund = refunded(next, stamp, 5000);
    expect(refund).toMatchObject({
      status: 'cancelled',
      paymentState: 'refunded',
      refundedCents: 5000,
      version: 5,
    });
    expect(refund.timeline.at(-1)?.kind).toBe('refunded');
    const po = paid({ ...order, paymentMethod: 'purchase-order', paymentState: 'unpaid' }, stamp);
    expect(po).toMatchObject({ status: 'submitted', paymentState: 'paid' });
  });
});
