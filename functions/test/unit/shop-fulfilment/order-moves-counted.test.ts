// ShopOrders by State, counted by each fulfilment write that changed an order: the status it moved
// to, and its payment when it became paid or refunded. A refused move, a repeated click and a move
// that leaves the status as it was (a second partial shipment) count nothing. On memory ports (the
// emulator suites keep the DynamoDB conditions).
import { describe, expect, it } from 'vitest';
import type { OrderReadState, ShopOrderRecord } from '../../../src/data/repositories/shop-orders-repository';
import type { Caller } from '../../../src/domain/caller';
import { Conflict } from '../../../src/domain/errors';
import { cancelOrder } from '../../../src/domain/shop-fulfilment/cancel-order';
import { markOrderDelivered } from '../../../src/domain/shop-fulfilment/mark-order-delivered';
import type { FulfilmentPorts } from '../../../src/domain/shop-fulfilment/ports';
import { shipOrder } from '../../../src/domain/shop-fulfilment/ship-order';
import {
  confirmOrder,
  holdOrder,
  markOrderPaid,
  releaseOrder,
} from '../../../src/domain/shop-fulfilment/state-moves';
import { RecordingBusinessMetrics } from '../../support/in-memory/business-metrics';
import { submittedCardOrder } from './order-fixture';

const vendor: Caller = { userId: 'u-vendor', sessionId: 's1', role: 'vendor' };
const admin: Caller = { userId: 'u-admin', sessionId: 's2', role: 'super-admin' };
const nowMs = Date.parse('2026-11-20T15:00:00.000Z');

function memoryPorts(order: ShopOrderRecord) {
  let stored = order;
  let refuseNext = false;
  const metrics = new RecordingBusinessMetrics();
  const put = (next: ShopOrderRecord, read: OrderReadState) => {
    if (refuseNext) {
      // Another move wrote first: this one's condition fails.
      refuseNext = false;
      return 'refused' as const;
    }
    if (stored.status !== read.status || stored.version !== read.version) return 'refused' as const;
    stored = next;
    return 'written' as const;
  };
  const ports = {
    orders: {
      getOrder: () => Promise.resolve(stored),
      replaceOrder: (next: ShopOrderRecord, read: OrderReadState) => Promise.resolve(put(next, read)),
      writeOrderWithStock: (input: { next: ShopOrderRecord; read: OrderReadState }) =>
        Promise.resolve(
          put(input.next, input.read) === 'written'
            ? { written: true as const }
            : { written: false as const, refused: new Set(['order']) },
        ),
      planStock: () => ({ moves: [], missing: [] }),
    },
    reads: {
      getEvent: () => Promise.resolve({ eventId: 'e1' }),
      getVendor: () => Promise.resolve({ contactEmail: 'sales@prize.example' }),
      getProducts: () => Promise.resolve([]),
    },
    callers: {
      getUser: () => Promise.resolve({ firstName: 'Vic', lastName: 'Vendor', vendorId: 'v1' }),
    },
    franchises: { getFranchise: () => Promise.resolve(undefined) },
    payments: { refund: () => Promise.resolve({ refundId: 're_1', amountCents: 5000 }) },
    mailer: { send: () => Promise.resolve() },
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
    ids: { newId: () => 'shipment-1' },
    clock: { nowMs: () => nowMs, nowInSeconds: () => Math.floor(nowMs / 1000) },
    metrics,
  };
  return {
    ports: ports as unknown as FulfilmentPorts,
    metrics,
    stored: () => stored,
    refuseNextWrite: () => {
      refuseNext = true;
    },
  };
}

const states = (metrics: RecordingBusinessMetrics) =>
  metrics.counted.map((entry) => `${entry.metric}:${entry.split ?? ''}`);

describe('ShopOrders by state', () => {
  it('counts each move the vendor makes by the state it leaves, and a refused move not at all', async () => {
    const memory = memoryPorts({
      ...submittedCardOrder(),
      paymentMethod: 'purchase-order',
      paymentState: 'unpaid',
      paymentIntentId: undefined,
    });
    const { ports } = memory;
    memory.refuseNextWrite();
    await expect(confirmOrder(ports, vendor, { OrderId: 'o1' })).rejects.toBeInstanceOf(Conflict);
    await holdOrder(ports, vendor, { OrderId: 'o1', Note: 'Checking stock' });
    await expect(holdOrder(ports, vendor, { OrderId: 'o1', Note: 'Again' })).rejects.toBeInstanceOf(Conflict);
    await releaseOrder(ports, vendor, { OrderId: 'o1' });
    await confirmOrder(ports, vendor, { OrderId: 'o1' });
    await markOrderPaid(ports, vendor, { OrderId: 'o1' });
    await shipOrder(ports, vendor, {
      OrderId: 'o1',
      Carrier: 'UPS',
      TrackingNumber: '1Z1',
      Lines: [{ LineId: 'l1', Quantity: 4 }],
    });
    // Still partially shipped: the order's state did not change.
    await shipOrder(ports, vendor, {
      OrderId: 'o1',
      Carrier: 'UPS',
      TrackingNumber: '1Z2',
      Lines: [{ LineId: 'l1', Quantity: 6 }],
    });
    await shipOrder(ports, vendor, {
      OrderId: 'o1',
      Carrier: 'UPS',
      TrackingNumber: '1Z3',
      Lines: [{ LineId: 'l2', Quantity: 2 }],
    });
    await markOrderDelivered(ports, admin, { OrderId: 'o1' });
    expect(memory.stored().status).toBe('delivered');
    expect(states(memory.metrics)).toEqual([
      'ShopOrders:on-hold',
      'ShopOrders:submitted',
      'ShopOrders:confirmed',
      'ShopOrders:paid',
      'ShopOrders:partially-shipped',
      'ShopOrders:shipped',
      'ShopOrders:delivered',
    ]);
  });

  it('counts a cancelled card order and its refund once, however often the cancel is asked', async () => {
    const memory = memoryPorts(submittedCardOrder());
    await cancelOrder(memory.ports, admin, { OrderId: 'o1', Reason: 'Postponed' });
    await expect(
      cancelOrder(memory.ports, admin, { OrderId: 'o1', Reason: 'Postponed' }),
    ).rejects.toBeInstanceOf(Conflict);
    expect(states(memory.metrics)).toEqual(['ShopOrders:cancelled', 'ShopOrders:refunded', 'Refunds:']);
  });
});
