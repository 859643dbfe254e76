// SubmitOrder's answers to a refused transaction, through in-memory ports: the emulator serializes
// transactions, so DynamoDB's cancellation for a concurrent transaction (refused with no item named)
// never happens there; here it does. Such a cancellation is retried, never surfaced; a product named
// is short stock (409 naming it); the order named with a twin's submission under the same key is
// that twin's answer.
import { describe, expect, it, vi } from 'vitest';
import { shopStockShort } from '@thon/shared/catalog/shop-messages';
import type { EventRecord } from '../../../src/data/repositories/events-repository';
import type { ProductRecord } from '../../../src/data/repositories/products-repository';
import type { ShopOrderRecord } from '../../../src/data/repositories/shop-orders-repository';
import type { VendorRecord } from '../../../src/data/repositories/vendors-repository';
import type { Caller } from '../../../src/domain/caller';
import { Conflict } from '../../../src/domain/errors';
import type { ShopOrderPorts, ShopOrderStore } from '../../../src/domain/shop-orders/ports';
import { submitOrder } from '../../../src/domain/shop-orders/submit-order';
import { RecordingBusinessMetrics } from '../../support/in-memory/business-metrics';

const buyer: Caller = { userId: 'organizer-1', sessionId: 's-1', role: 'organizer' };
const at = '2027-01-10T12:00:00.000Z';

const draft = {
  orderId: 'order-1',
  eventId: 'thon-1',
  eventName: 'Lincoln Fun Run',
  organizationId: 'org-1',
  franchiseId: 'direct',
  vendorId: 'vendor-1',
  vendorName: 'Prize Co',
  buyerUserId: buyer.userId,
  buyerName: 'Olga Organizer',
  buyerEmail: 'olga@example.com',
  shipTo: { name: 'Lincoln', street: '12 Elm Street', city: 'Springfield', state: 'IL', zip: '62701' },
  eventDay: '2027-05-14',
  needBy: '2027-05-14',
  lines: [
    { lineId: 'line-1', productId: 'product-1', variantId: 'variant-1', quantity: 2, requestedQuantity: 2 },
  ],
  timeline: [{ at, userId: buyer.userId, name: 'Olga Organizer', kind: 'created' }],
  status: 'draft',
  version: 2,
  createdAt: at,
  updatedAt: at,
} satisfies ShopOrderRecord;

const product = {
  productId: 'product-1',
  vendorId: 'vendor-1',
  name: 'Gold medal',
  status: 'active',
  priceCents: 350,
  packSize: 1,
  minimumOrder: 1,
  leadTimeDays: 0,
  stockTracked: true,
  variants: [{ variantId: 'variant-1', sku: 'MEDAL', stockOnHand: 1 }],
} as unknown as ProductRecord;

type WriteAnswer = Awaited<ReturnType<ShopOrderStore['writeOrderWithStock']>>;

function ports(answers: WriteAnswer[], afterRefusal?: () => ShopOrderRecord) {
  let reads = 0;
  const writeOrderWithStock = vi.fn<ShopOrderStore['writeOrderWithStock']>(() =>
    Promise.resolve(answers.shift() ?? { written: true }),
  );
  const deps = {
    orders: {
      getOrder: () => {
        reads += 1;
        return Promise.resolve(reads > 1 && afterRefusal ? afterRefusal() : draft);
      },
      createOrder: () => Promise.resolve(),
      replaceOrder: () => Promise.resolve('written' as const),
      deleteDraft: () => Promise.resolve('deleted' as const),
      writeOrderWithStock,
      listOrders: () => Promise.resolve({ orders: [] }),
      planStock: () => ({ moves: [], missing: [] }),
    },
    reads: {
      getEvent: () => Promise.resolve({ eventId: 'thon-1', organizerUserId: buyer.userId } as EventRecord),
      getOrganization: () => Promise.resolve(undefined),
      listParticipantsOfEvent: () => Promise.resolve([]),
      getVendor: () =>
        Promise.resolve({
          vendorId: 'vendor-1',
          name: 'Prize Co',
          status: 'active',
          contactEmail: 'sales@prize.example',
          shippingFeeCents: 0,
        } as VendorRecord),
      getProducts: () => Promise.resolve([product]),
      getUser: () => Promise.resolve(undefined),
    },
    callers: { getUser: () => Promise.resolve(undefined) },
    franchises: { getFranchise: () => Promise.resolve(undefined) },
    payments: {} as ShopOrderPorts['payments'],
    mailer: { send: () => Promise.resolve() },
    ids: { newId: () => 'id-1' },
    clock: { nowMs: () => Date.parse(at), nowInSeconds: () => Date.parse(at) / 1000 },
    logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    metrics: new RecordingBusinessMetrics(),
  } satisfies ShopOrderPorts;
  return { deps, writeOrderWithStock };
}

const request = {
  OrderId: 'order-1',
  Version: 2,
  Payment: { Method: 'purchase-order' as const, PoNumber: 'PO-1' },
};

describe('SubmitOrder when its transaction is refused', () => {
  it('tries again after a cancellation for a concurrent transaction, and submits', async () => {
    const conflict: WriteAnswer = { written: false, refused: new Set() };
    const { deps, writeOrderWithStock } = ports([conflict, conflict]);
    const order = await submitOrder(deps, buyer, request, 'key-0000001');
    expect(order).toMatchObject({
      Status: 'submitted',
      Payment: { Method: 'purchase-order', State: 'unpaid' },
    });
    expect(writeOrderWithStock).toHaveBeenCalledTimes(3);
    // Counted by the one write that submitted it, not by the cancelled tries before it.
    expect(deps.metrics.counted).toEqual([{ metric: 'ShopOrders', value: 1, split: 'submitted' }]);
  });

  it('names the product whose stock refused it', async () => {
    const { deps, writeOrderWithStock } = ports([{ written: false, refused: new Set(['stock:product-1']) }]);
    const refusal = submitOrder(deps, buyer, request, 'key-0000002');
    await expect(refusal).rejects.toBeInstanceOf(Conflict);
    await expect(refusal).rejects.toThrow(shopStockShort('Gold medal', 1));
    expect(writeOrderWithStock).toHaveBeenCalledTimes(1);
    expect(deps.metrics.counted).toEqual([]);
  });

  it("answers a twin's submission under the same key as its own", async () => {
    let submitted: ShopOrderRecord | undefined;
    const { deps, writeOrderWithStock } = ports([{ written: false, refused: new Set(['order']) }], () => ({
      ...(submitted as ShopOrderRecord),
      version: 3,
    }));
    writeOrderWithStock.mockImplementationOnce((input) => {
      submitted = input.next;
      return Promise.resolve({ written: false, refused: new Set(['order']) });
    });
    const order = await submitOrder(deps, buyer, request, 'key-0000003');
    expect(order).toMatchObject({ OrderId: 'order-1', Status: 'submitted', Version: 3 });
    // The twin's write submitted it (and counted it there): this answer counts nothing.
    expect(deps.metrics.counted).toEqual([]);
  });
});

describe('SubmitOrder by card, measured', () => {
  const card = { ...request, Payment: { Method: 'card' as const, PaymentMethodId: 'pm_1' } };

  function cardPorts(outcome: 'succeeded' | 'declined') {
    const { deps } = ports([]);
    const withCard = {
      ...deps,
      reads: {
        ...deps.reads,
        getVendor: () =>
          Promise.resolve({
            vendorId: 'vendor-1',
            name: 'Prize Co',
            status: 'active',
            contactEmail: 'sales@prize.example',
            shippingFeeCents: 0,
            payoutAccountId: 'acct_vendor',
            payoutChargesEnabled: true,
          } as VendorRecord),
      },
      payments: {
        charge: () =>
          Promise.resolve(
            outcome === 'succeeded'
              ? { outcome: 'succeeded' as const, paymentIntentId: 'pi_1', amountCents: 700 }
              : { outcome: 'declined' as const, declineCode: 'card_declined', message: 'Declined.' },
          ),
      } as unknown as ShopOrderPorts['payments'],
    } satisfies ShopOrderPorts;
    return withCard;
  }

  it('counts the order submitted and then paid, or submitted and back to a draft when the card is declined', async () => {
    const paid = cardPorts('succeeded');
    await submitOrder(paid, buyer, card, 'key-0000004');
    expect(paid.metrics.counted).toEqual([
      { metric: 'ShopOrders', value: 1, split: 'submitted' },
      { metric: 'ShopOrders', value: 1, split: 'paid' },
    ]);
    const declined = cardPorts('declined');
    await expect(submitOrder(declined, buyer, card, 'key-0000005')).rejects.toThrow('Declined.');
    expect(declined.metrics.counted).toEqual([
      { metric: 'ShopOrders', value: 1, split: 'submitted' },
      { metric: 'ShopOrders', value: 1, split: 'draft' },
    ]);
  });
});
