// Submitting carts over HTTP against the emulator and the payment stand-in: prices and product
// facts copied into the lines, totals with the vendor's shipping and the 5 % platform fee, a card
// charged once to the vendor's connected account (the same Idempotency-Key again, or a twin racing
// it, never charges twice; another key is 409), a purchase order left unpaid, a decline sending the
// cart back to draft with its stock, a vendor without card payments refused, the order emails (a
// test Thon's into its outbox), reading orders by role with Late, and the stock race: 50 carts
// submitted at once for the last 10 units.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Cart, Order, OrderList } from '@thon/shared/api/schemas/shop-orders';
import { idempotencyKeyRequired, notFound } from '@thon/shared/catalog/messages';
import {
  orderAlreadyInState,
  shopCardNotAccepted,
  shopOrderEmailSubjectBuyer,
  shopOrderEmailSubjectVendor,
  shopStockShort,
} from '@thon/shared/catalog/shop-messages';
import { apiClient } from './api-client';
import { emailsTo } from './outbox';
import { useStackEnvironment } from './stack-environment';
import { shopVendorUser, type ShopCaller } from './test-shop-vendors';
import {
  shopCharges,
  shopProduct,
  shopThon,
  shopVendor,
  stockOf,
  type TestProduct,
} from './test-shop-orders';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

let organizer: SignedInTestUser;
let otherOrganizer: SignedInTestUser;
let vendorUser: ShopCaller;
let otherVendorUser: ShopCaller;
let vendorId: string;
let vendorEmail: string;
let thonId: string;
let shirt: TestProduct;
let banner: TestProduct;

beforeAll(async () => {
  [organizer, otherOrganizer] = await Promise.all([
    signedInTestUser('organizer', 'suborg'),
    signedInTestUser('organizer', 'suborg2'),
  ]);
  vendorEmail = `sales-${randomUUID()}@vendor.example`;
  vendorId = await shopVendor('Submit Prize Co', { shippingFeeCents: 1500, contactEmail: vendorEmail });
  const otherVendorId = await shopVendor('Other Submit Co');
  [vendorUser, otherVendorUser] = await Promise.all([
    shopVendorUser(vendorId, 'subv'),
    shopVendorUser(otherVendorId, 'subw'),
  ]);
  ({ eventId: thonId } = await shopThon({ organizerUserId: organizer.userId }));
  [shirt, banner] = await Promise.all([
    shopProduct(vendorId, {
      name: 'Race shirt',
      priceCents: 1299,
      packSize: 12,
      minimumOrder: 12,
      leadTimeDays: 21,
      stockTracked: true,
      variants: [
        { sizeCode: 'YM', stockOnHand: 10_000 },
        { sizeCode: 'AM', stockOnHand: 10_000 },
      ],
    }),
    shopProduct(vendorId, { name: 'Finish banner', priceCents: 4500, leadTimeDays: 7 }),
  ]);
});

const key = () => ({ 'idempotency-key': `submit-${randomUUID()}` });

/** A draft of the organizer's with these lines (default: 24 YM shirts and a banner). */
async function draft(
  lines: unknown[] = [
    { ProductId: shirt.productId, VariantId: shirt.variantIds[0], Quantity: 24 },
    { ProductId: banner.productId, Quantity: 1 },
  ],
  options: { thon?: string; vendor?: string; needBy?: string } = {},
): Promise<Order> {
  const created = await api.post(
    '/api/shop/CreateCart',
    { ThonId: options.thon ?? thonId, VendorId: options.vendor ?? vendorId },
    organizer.headers,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const { OrderId } = (created.body as Cart).Order;
  const updated = await api.post(
    '/api/shop/UpdateCart',
    { OrderId, Version: 1, Lines: lines, ...(options.needBy ? { NeedBy: options.needBy } : {}) },
    organizer.headers,
  );
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  return (updated.body as Cart).Order;
}

const card = (paymentMethodId = 'pm_card_visa') => ({ Method: 'card', PaymentMethodId: paymentMethodId });
const purchaseOrder = { Method: 'purchase-order', PoNumber: 'PO-2027-118' };

function submit(order: Order, payment: unknown, headers: Record<string, string> = key()) {
  return api.post(
    '/api/shop/SubmitOrder',
    { OrderId: order.OrderId, Version: order.Version, Payment: payment },
    { ...organizer.headers, ...headers },
  );
}

describe('SubmitOrder by purchase order', () => {
  it('copies the products into the lines, totals with shipping and fee, leaves it unpaid and emails both', async () => {
    const cart = await draft();
    const [ymBefore] = await stockOf(shirt.productId);
    const answer = await submit(cart, purchaseOrder);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const order = answer.body as Order;
    expect(order).toMatchObject({
      Status: 'submitted',
      Payment: { Method: 'purchase-order', State: 'unpaid', PoNumber: 'PO-2027-118' },
      // 24 × 12.99 + 45.00 = 356.76; shipping 15.00; fee 5 % of 356.76 = 17.838 → 17.84
      Totals: { SubtotalCents: 35_676, ShippingCents: 1500, TotalCents: 37_176, PlatformFeeCents: 1784 },
      NeedBy: '2027-04-23',
      Late: false,
      Version: 3,
    });
    expect(order.Lines[0]).toMatchObject({
      ProductName: 'Race shirt',
      Size: 'YM',
      UnitPriceCents: 1299,
      PackSize: 12,
      MinimumQuantity: 12,
      LeadTimeDays: 21,
      Quantity: 24,
      QuantityShipped: 0,
    });
    expect(order.Timeline.map((entry) => entry.Kind)).toEqual(['created', 'cart-changed', 'submitted']);
    // Other tests of this file take shirts too (in random order): only this order's 24 count here.
    expect((await stockOf(shirt.productId))[0]).toBe((ymBefore ?? 0) - 24);
    const buyerMail = (await emailsTo(organizer.email)).find(
      (mail) => mail.subject === shopOrderEmailSubjectBuyer('Submit Prize Co', 'Integration Fun Run'),
    );
    expect(buyerMail?.text).toContain(`Order ${order.OrderId}`);
    const vendorMail = await emailsTo(vendorEmail);
    expect(vendorMail.map((mail) => mail.subject)).toContain(
      shopOrderEmailSubjectVendor('Integration Fun Run'),
    );
    expect(vendorMail.find((mail) => mail.text.includes(order.OrderId))?.text).toContain(
      'Platform fee on this order: $17.84.',
    );
  });

  it('needs an Idempotency-Key, and refuses another key on a submitted order', async () => {
    const cart = await draft();
    expect(await submit(cart, purchaseOrder, {})).toEqual({
      status: 400,
      body: { message: idempotencyKeyRequired },
    });
    expect((await submit(cart, purchaseOrder)).status).toBe(200);
    expect(await submit(cart, purchaseOrder)).toEqual({
      status: 409,
      body: { message: orderAlreadyInState('submitted') },
    });
  });
});

describe('SubmitOrder by card', () => {
  it("charges the total once to the vendor's account with the fee; the same key again answers the same order", async () => {
    const cart = await draft();
    const headers = key();
    const first = await submit(cart, card(), headers);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      Status: 'submitted',
      Payment: { Method: 'card', State: 'paid', PoNumber: null },
    });
    const again = await submit(cart, card(), headers);
    expect(again).toEqual(first);
    const charges = await shopCharges(cart.OrderId);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amount: 37_176, application_fee_amount: 1784, status: 'succeeded' });
    expect(charges[0]?.transfer_data?.destination).toMatch(/^acct_/);
    expect((first.body as Order).Timeline.map((entry) => entry.Kind)).toEqual([
      'created',
      'cart-changed',
      'submitted',
      'paid',
    ]);
  });

  it('a twin racing with the same key charges once and both answer the order', async () => {
    const cart = await draft();
    const headers = key();
    const [one, two] = await Promise.all([submit(cart, card(), headers), submit(cart, card(), headers)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect((one.body as Order).OrderId).toBe((two.body as Order).OrderId);
    expect(await shopCharges(cart.OrderId)).toHaveLength(1);
    const stored = (await api.get(`/api/shop/GetOrder/${cart.OrderId}`, organizer.headers)).body as Order;
    expect(stored.Payment?.State).toBe('paid');
  });

  it('a decline answers 402 with the message, puts the cart back to draft with its stock; a new card then pays', async () => {
    const before = await stockOf(shirt.productId);
    const cart = await draft();
    const declined = await submit(cart, card('pm_card_chargeDeclined'));
    expect(declined).toEqual({ status: 402, body: { message: 'Your card was declined.' } });
    const back = (await api.get(`/api/shop/GetOrder/${cart.OrderId}`, organizer.headers)).body as Order;
    expect(back).toMatchObject({ Status: 'draft', Payment: null });
    expect(back.Lines.map((line) => line.Quantity)).toEqual([24, 1]);
    expect(await stockOf(shirt.productId)).toEqual(before);
    const paid = await submit(back, card());
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((paid.body as Order).Payment?.State).toBe('paid');
    const charges = await shopCharges(cart.OrderId);
    expect(charges.map((charge) => charge.status).sort()).toEqual(['requires_payment_method', 'succeeded']);
  });

  it('refuses cards for a vendor without card payments, still takes a purchase order', async () => {
    const noCards = await shopVendor('No Cards Co', { chargesEnabled: false });
    const product = await shopProduct(noCards, { name: 'Cone' });
    const cart = await draft([{ ProductId: product.productId, Quantity: 2 }], { vendor: noCards });
    expect(await submit(cart, card())).toEqual({ status: 409, body: { message: shopCardNotAccepted } });
    expect((await submit(cart, purchaseOrder)).status).toBe(200);
  });

  it("charges a test Thon's order in test mode and keeps its emails in the Thon's outbox", async () => {
    const { eventId } = await shopThon({ organizerUserId: organizer.userId, isTest: true });
    const cart = await draft([{ ProductId: banner.productId, Quantity: 1 }], { thon: eventId });
    const answer = await submit(cart, card());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ IsTest: true, Payment: { State: 'paid' } });
    const { listTestOutbox } = await import('../../src/data/repositories/test-outbox-repository');
    const kept = await listTestOutbox(eventId);
    expect(kept.map((message) => message.to).sort()).toEqual([organizer.email, vendorEmail].sort());
  });
});

describe('stock', () => {
  it('refuses a cart short of stock naming the product, and leaves it a draft', async () => {
    const scarce = await shopProduct(vendorId, {
      name: 'Gold medal',
      stockTracked: true,
      variants: [{ stockOnHand: 3 }],
    });
    const cart = await draft([{ ProductId: scarce.productId, VariantId: scarce.variantIds[0], Quantity: 5 }]);
    expect(await submit(cart, purchaseOrder)).toEqual({
      status: 409,
      body: { message: shopStockShort('Gold medal', 3) },
    });
    expect(
      ((await api.get(`/api/shop/GetOrder/${cart.OrderId}`, organizer.headers)).body as Order).Status,
    ).toBe('draft');
    expect(await stockOf(scarce.productId)).toEqual([3]);
  });

  it('50 carts submitted at once for the last 10 units: exactly 10 succeed, the rest are told which product', async () => {
    const last = await shopProduct(vendorId, {
      name: 'Last trophies',
      stockTracked: true,
      variants: [{ stockOnHand: 10 }],
    });
    const carts = await Promise.all(
      Array.from({ length: 50 }, () =>
        draft([{ ProductId: last.productId, VariantId: last.variantIds[0], Quantity: 1 }]),
      ),
    );
    const answers = await Promise.all(carts.map((cart) => submit(cart, purchaseOrder)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect((refused.body as { message: string }).message).toMatch(/^Not enough stock of Last trophies/);
    expect(await stockOf(last.productId)).toEqual([0]);
  });
});

describe('reading orders', () => {
  it("the vendor sees their incoming orders, not another vendor's; another buyer gets 404", async () => {
    const cart = await draft();
    await submit(cart, purchaseOrder);
    const path = `/api/shop/GetOrder/${cart.OrderId}`;
    expect(((await api.get(path, vendorUser.headers)).body as Order).Status).toBe('submitted');
    expect(await api.get(path, otherVendorUser.headers)).toEqual({
      status: 404,
      body: { message: notFound },
    });
    expect(await api.get(path, otherOrganizer.headers)).toEqual({ status: 404, body: { message: notFound } });
    const incoming = (await api.get('/api/shop/ListOrders', vendorUser.headers)).body as OrderList;
    expect(incoming.Orders.map((order) => order.OrderId)).toContain(cart.OrderId);
    expect(incoming.Orders.every((order) => order.Status !== 'draft')).toBe(true);
    const foreign = (await api.get('/api/shop/ListOrders', otherVendorUser.headers)).body as OrderList;
    expect(foreign.Orders.map((order) => order.OrderId)).not.toContain(cart.OrderId);
  });

  it('flags an order Late once its need-by day passed, and filters by status and need-by', async () => {
    const late = await draft([{ ProductId: banner.productId, Quantity: 1 }], { needBy: '2020-03-02' });
    await submit(late, purchaseOrder);
    expect(
      ((await api.get(`/api/shop/GetOrder/${late.OrderId}`, organizer.headers)).body as Order).Late,
    ).toBe(true);
    const early = (
      await api.get('/api/shop/ListOrders?NeedByBefore=2021-01-01&Status=submitted', organizer.headers)
    ).body as OrderList;
    expect(early.Orders.map((order) => [order.OrderId, order.Late])).toEqual([[late.OrderId, true]]);
  });
});
