// CancelOrder's refund when the provider fails (an outage the emulator's stand-in cannot stage):
// the order stays cancelled and paid, the caller hears to cancel again, and the next cancel
// finishes the refund with the same key, never cancelling (nor emailing) twice.
import { describe, expect, it } from 'vitest';
import { orderRefundNotFinished } from '@thon/shared/catalog/shop-messages';
import type { OrderReadState, ShopOrderRecord } from '../../../src/data/repositories/shop-orders-repository';
import type { Caller } from '../../../src/domain/caller';
import { ServiceUnavailable } from '../../../src/domain/errors';
import { cancelOrder } from '../../../src/domain/shop-fulfilment/cancel-order';
import type { FulfilmentPorts } from '../../../src/domain/shop-fulfilment/ports';
import { RecordingBusinessMetrics } from '../../support/in-memory/business-metrics';
import { submittedCardOrder } from './order-fixture';

const admin: Caller = { userId: 'u-admin', sessionId: 's1', role: 'super-admin' };

function memoryPorts(failFirstRefunds: number) {
  let stored: ShopOrderRecord = submittedCardOrder();
  const refundKeys: string[] = [];
  const sent: string[] = [];
  const metrics = new RecordingBusinessMetrics();
  const put = (next: ShopOrderRecord, read: OrderReadState) => {
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
    callers: { getUser: () => Promise.resolve({ firstName: 'Ada', lastName: 'Admin' }) },
    franchises: { getFranchise: () => Promise.resolve(undefined) },
    payments: {
      refund: (input: { idempotencyKey: string }) => {
        refundKeys.push(input.idempotencyKey);
        if (refundKeys.length <= failFirstRefunds) return Promise.reject(new Error('provider unreachable'));
        return Promise.resolve({ refundId: 're_1', amountCents: 5000 });
      },
    },
    mailer: {
      send: (message: { to: string; subject: string }) => {
        sent.push(`${message.to}: ${message.subject}`);
        return Promise.resolve();
      },
    },
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
    ids: { newId: () => 'id-1' },
    clock: { nowMs: () => Date.parse('2026-11-20T15:00:00.000Z'), nowInSeconds: () => 1_795_000_000 },
    metrics,
  };
  return { ports: ports as unknown as FulfilmentPorts, stored: () => stored, refundKeys, sent, metrics };
}

describe('CancelOrder when the refund fails', () => {
  it('keeps the order cancelled and paid, then finishes the refund once with the same key', async () => {
    const memory = memoryPorts(1);
    const request = { OrderId: 'o1', Reason: 'Postponed' };
    await expect(cancelOrder(memory.ports, admin, request)).rejects.toEqual(
      new ServiceUnavailable(orderRefundNotFinished),
    );
    expect(memory.stored()).toMatchObject({ status: 'cancelled', paymentState: 'paid' });
    // Cancelled, not yet refunded: only the cancel is counted.
    expect(memory.metrics.counted).toEqual([{ metric: 'ShopOrders', value: 1, split: 'cancelled' }]);
    // The buyer and the vendor still hear of the cancel.
    expect(memory.sent).toEqual([
      'ida@example.com: Shop order for Lincoln Fun Run cancelled',
      'sales@prize.example: Shop order for Lincoln Fun Run cancelled',
    ]);

    const answer = await cancelOrder(memory.ports, admin, request);
    expect(answer).toMatchObject({ Status: 'cancelled', Payment: { State: 'refunded' } });
    expect(memory.stored()).toMatchObject({ paymentState: 'refunded', refundedCents: 5000 });
    expect(memory.refundKeys).toEqual(['o1:refund', 'o1:refund']);
    expect(memory.stored().timeline.map((entry) => entry.kind)).toEqual([
      'submitted',
      'cancelled',
      'refunded',
    ]);
    expect(memory.sent).toHaveLength(2);
    expect(memory.metrics.counted).toEqual([
      { metric: 'ShopOrders', value: 1, split: 'cancelled' },
      { metric: 'ShopOrders', value: 1, split: 'refunded' },
      { metric: 'Refunds', value: 1 },
    ]);
  });
});
