// A submitted card order of two lines, paid, as the fulfilment unit tests start from it.
import type { ShopOrderRecord } from '../../../src/data/repositories/shop-orders-repository';

export function submittedCardOrder(): ShopOrderRecord {
  return {
    orderId: 'o1',
    eventId: 'e1',
    eventName: 'Lincoln Fun Run',
    organizationId: 'org1',
    franchiseId: 'direct',
    vendorId: 'v1',
    vendorName: 'Prize Co',
    buyerUserId: 'u-buyer',
    buyerName: 'Ida T.',
    buyerEmail: 'ida@example.com',
    shipTo: { name: 'Lincoln', street: '1 Elm', city: 'Springfield', state: 'IL', zip: '62701' },
    eventDay: '2027-05-14',
    needBy: '2027-04-23',
    lines: [
      {
        lineId: 'l1',
        productId: 'p1',
        quantity: 10,
        requestedQuantity: 10,
        productName: 'Race shirt',
        quantityShipped: 0,
      },
      {
        lineId: 'l2',
        productId: 'p2',
        quantity: 2,
        requestedQuantity: 2,
        productName: 'Banner',
        quantityShipped: 0,
      },
    ],
    paymentMethod: 'card',
    paymentState: 'paid',
    totalCents: 5000,
    paymentIntentId: 'pi_1',
    timeline: [{ at: '2026-11-19T10:00:00.000Z', userId: 'u-buyer', name: 'Ida T.', kind: 'submitted' }],
    status: 'submitted',
    version: 3,
    createdAt: '2026-11-19T09:00:00.000Z',
    updatedAt: '2026-11-19T10:00:00.000Z',
  };
}
