// CancelOrder over HTTP against the emulator and the payment stand-in: before anything ships the
// buyer, the vendor or a super admin cancels with a reason; the tracked stock the order reserved is
// given back in the same write; a paid card order is refunded once (key `{orderId}:refund`, the
// vendor's transfer reversed) and recorded refunded, even when two cancels race; a purchase order
// is cancelled without a refund; the buyer and the vendor are emailed; a buyer outside the Thon and
// another vendor's user get the unknown order's 404.
import { beforeAll, describe, expect, it } from 'vitest';
import { notFound } from '@thon/shared/catalog/messages';
import { orderAlreadyInState } from '@thon/shared/catalog/shop-messages';
import { apiClient } from './api-client';
import { emailsTo } from './outbox';
import { useStackEnvironment } from './stack-environment';
import { moved, submittedOrder } from './test-shop-fulfilment';
import {
  shopCharges,
  shopProduct,
  shopThon,
  shopVendor,
  stockOf,
  type TestProduct,
} from './test-shop-orders';
import { shopVendorUser, type ShopCaller } from './test-shop-vendors';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

let organizer: SignedInTestUser;
let otherOrganizer: SignedInTestUser;
let admin: SignedInTestUser;
let vendorUser: ShopCaller;
let otherVendorUser: ShopCaller;
let vendorId: string;
let thonId: string;
let medal: TestProduct;
let cones: TestProduct;

interface ProviderRefund {
  amount: number;
  transfer_reversal: string | null;
}

/** The refunds the stand-in made of the order's charge. */
async function refundsOf(orderId: string): Promise<ProviderRefund[]> {
  const [charge] = await shopCharges(orderId);
  expect(charge?.status).toBe('succeeded');
  const response = await fetch(
    `${process.env.PAYMENT_PROVIDER_URL}/v1/refunds?payment_intent=${charge?.id ?? ''}&limit=100`,
    { headers: { authorization: `Bearer ${process.env.PAYMENT_PROVIDER_API_KEY}` } },
  );
  return ((await response.json()) as { data: ProviderRefund[] }).data;
}

beforeAll(async () => {
  [organizer, otherOrganizer, admin] = await Promise.all([
    signedInTestUser('organizer', 'canorg'),
    signedInTestUser('organizer', 'canorg2'),
    signedInTestUser('super-admin', 'canadm'),
  ]);
  const otherVendorId = await shopVendor('Other Cancel Co');
  vendorId = await shopVendor('Cancel Prize Co');
  [vendorUser, otherVendorUser] = await Promise.all([
    shopVendorUser(vendorId, 'canv'),
    shopVendorUser(otherVendorId, 'canv2'),
  ]);
  ({ eventId: thonId } = await shopThon({ organizerUserId: organizer.userId }));
  [medal, cones] = await Promise.all([
    shopProduct(vendorId, {
      name: 'Gold medal',
      stockTracked: true,
      variants: [{ stockOnHand: 50 }, { stockOnHand: 20 }],
      priceCents: 350,
    }),
    shopProduct(vendorId, { name: 'Traffic cones', variants: [{}], priceCents: 1200 }),
  ]);
});

const order = (payment: 'card' | 'purchase-order' = 'card') =>
  submittedOrder(api, organizer, {
    thonId,
    vendorId,
    payment,
    lines: [
      { productId: medal.productId, variantId: medal.variantIds[0], quantity: 12 },
      { productId: medal.productId, variantId: medal.variantIds[1], quantity: 5 },
      { productId: cones.productId, variantId: cones.variantIds[0], quantity: 3 },
    ],
  });

const cancel = (orderId: string, by: { headers: Record<string, string> }, reason = 'Event moved') =>
  api.post('/api/shop/CancelOrder', { OrderId: orderId, Reason: reason }, by.headers);

describe('CancelOrder', () => {
  it('refunds a paid card order once, gives the stock back and emails both sides', async () => {
    const before = await stockOf(medal.productId);
    const submitted = await order();
    expect(submitted.Payment).toMatchObject({ Method: 'card', State: 'paid' });
    expect(await stockOf(medal.productId)).toEqual([(before[0] ?? 0) - 12, (before[1] ?? 0) - 5]);
    const cancelled = await moved(cancel(submitted.OrderId, organizer, 'The Thon was postponed'));
    expect(cancelled).toMatchObject({ Status: 'cancelled', Payment: { Method: 'card', State: 'refunded' } });
    expect(cancelled.Timeline.slice(-2).map((entry) => [entry.Kind, entry.Note])).toEqual([
      ['cancelled', 'The Thon was postponed'],
      ['refunded', null],
    ]);
    expect(await stockOf(medal.productId)).toEqual(before);
    const refunds = await refundsOf(submitted.OrderId);
    expect(refunds.map((refund) => refund.amount)).toEqual([submitted.Totals.TotalCents]);
    // The vendor's connected account bears it: its transfer is reversed.
    expect(refunds[0]?.transfer_reversal).toEqual(expect.any(String));

    expect(await cancel(submitted.OrderId, organizer)).toEqual({
      status: 409,
      body: { message: orderAlreadyInState('cancelled') },
    });
    expect(await refundsOf(submitted.OrderId)).toHaveLength(1);
    expect(await stockOf(medal.productId)).toEqual(before);

    const subject = 'Shop order for Integration Fun Run cancelled';
    const buyerMail = (await emailsTo(organizer.email)).find(
      (mail) => mail.subject === subject && mail.text.includes(submitted.OrderId),
    );
    expect(buyerMail?.text).toContain(
      'cancelled the shop order for Integration Fun Run: The Thon was postponed',
    );
    expect(buyerMail?.text).toContain(
      `The card payment of $${(submitted.Totals.TotalCents / 100).toFixed(2)} was refunded.`,
    );
    const vendorMail = (await emailsTo(`sales-${vendorId}@vendor.example`)).find(
      (mail) => mail.subject === subject && mail.text.includes(submitted.OrderId),
    );
    expect(vendorMail).toBeDefined();
  });

  it('of two cancels at once, one lands, the other hears the state; one refund', async () => {
    const before = await stockOf(medal.productId);
    const submitted = await order();
    const answers = await Promise.all([
      cancel(submitted.OrderId, organizer),
      cancel(submitted.OrderId, vendorUser),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await refundsOf(submitted.OrderId)).toHaveLength(1);
    expect(await stockOf(medal.productId)).toEqual(before);
  });

  it('the vendor cancels a confirmed purchase order: stock back, nothing to refund', async () => {
    const before = await stockOf(medal.productId);
    const submitted = await order('purchase-order');
    await moved(api.post('/api/shop/ConfirmOrder', { OrderId: submitted.OrderId }, vendorUser.headers));
    const cancelled = await moved(cancel(submitted.OrderId, vendorUser, 'Out of stock at the supplier'));
    expect(cancelled).toMatchObject({
      Status: 'cancelled',
      Payment: { Method: 'purchase-order', State: 'unpaid' },
    });
    expect(cancelled.Timeline.at(-1)).toMatchObject({ Kind: 'cancelled', By: { UserId: vendorUser.userId } });
    expect(await stockOf(medal.productId)).toEqual(before);
  });

  it('a super admin cancels an order on hold; the hold is forgotten', async () => {
    const submitted = await order('purchase-order');
    await moved(
      api.post('/api/shop/HoldOrder', { OrderId: submitted.OrderId, Note: 'Query' }, vendorUser.headers),
    );
    const cancelled = await moved(cancel(submitted.OrderId, admin));
    expect(cancelled).toMatchObject({ Status: 'cancelled', HeldFrom: null, HoldNote: null });
  });

  it("answers a buyer outside the Thon and another vendor's user like an unknown order, and checks the reason", async () => {
    const submitted = await order('purchase-order');
    const outsider = await cancel(submitted.OrderId, otherOrganizer);
    expect(outsider).toEqual({ status: 404, body: { message: notFound } });
    expect(await cancel(submitted.OrderId, otherVendorUser)).toEqual(outsider);
    expect((await cancel(submitted.OrderId, organizer, '')).status).toBe(400);
    expect((await api.get(`/api/shop/GetOrder/${submitted.OrderId}`, organizer.headers)).body).toMatchObject({
      Status: 'submitted',
    });
  });
});
