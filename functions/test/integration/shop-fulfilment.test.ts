// The fulfilment moves over HTTP against the emulator, from orders submitted through the real
// routes: the vendor confirms (two at once: one wins, the other hears the state), holds with a note
// and releases to the state it left, ships part then the rest (never more than remains), marks a
// purchase order paid; the buyer (or the vendor, with a date) marks it delivered; every wrong move
// answers 409 naming the state; another vendor's user and a buyer outside the Thon get the unknown
// order's 404; the buyer and the vendor are emailed at confirm and ship.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@thon/shared/api/schemas/shop-orders';
import { notFound } from '@thon/shared/catalog/messages';
import {
  deliveredOnInFuture,
  deliveredOnRequired,
  orderAlreadyInState,
  orderChanged,
  orderMoveTooEarly,
  orderMoveTooLate,
  orderOnHoldReleaseFirst,
  orderPaidAlready,
  orderPaidByCard,
  shipmentTooMany,
} from '@thon/shared/catalog/shop-messages';
import { apiClient } from './api-client';
import { emailsTo } from './outbox';
import { useStackEnvironment } from './stack-environment';
import { moved, submittedOrder } from './test-shop-fulfilment';
import { shopFranchise, shopProduct, shopThon, shopVendor, type TestProduct } from './test-shop-orders';
import { shopVendorUser, type ShopCaller } from './test-shop-vendors';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

let organizer: SignedInTestUser;
let otherOrganizer: SignedInTestUser;
let franchisee: SignedInTestUser;
let vendorUser: ShopCaller;
let otherVendorUser: ShopCaller;
let vendorId: string;
let thonId: string;
let shirt: TestProduct;
let banner: TestProduct;

const vendorEmail = () => `sales-${vendorId}@vendor.example`;

beforeAll(async () => {
  const franchiseId = await shopFranchise(undefined);
  [organizer, otherOrganizer] = await Promise.all([
    signedInTestUser('organizer', 'fulorg'),
    signedInTestUser('organizer', 'fulorg2'),
  ]);
  franchisee = await signedInTestUser('franchisee-user', 'fulfr', { franchiseId });
  const otherVendorId = await shopVendor('Other Fulfilment Co');
  vendorId = await shopVendor('Fulfilment Prize Co', { franchiseIds: [franchiseId] });
  [vendorUser, otherVendorUser] = await Promise.all([
    shopVendorUser(vendorId, 'fulv'),
    shopVendorUser(otherVendorId, 'fulv2'),
  ]);
  ({ eventId: thonId } = await shopThon({ organizerUserId: organizer.userId, franchiseId }));
  [shirt, banner] = await Promise.all([
    shopProduct(vendorId, {
      name: 'Race shirt',
      variants: [{ sizeCode: 'YM' }, { sizeCode: 'AM' }],
      priceCents: 899,
    }),
    shopProduct(vendorId, { name: 'Finish banner', priceCents: 4500 }),
  ]);
});

const order = (payment: 'card' | 'purchase-order' = 'card') =>
  submittedOrder(api, organizer, {
    thonId,
    vendorId,
    payment,
    lines: [
      { productId: shirt.productId, variantId: shirt.variantIds[0], quantity: 10 },
      { productId: banner.productId, quantity: 2 },
    ],
  });

const post = (
  route: string,
  body: Record<string, unknown>,
  by: { headers: Record<string, string> } = vendorUser,
) => api.post(`/api/shop/${route}`, body, by.headers);

const lineOf = (submitted: Order, name: string) =>
  submitted.Lines.find((line) => line.ProductName === name)?.LineId ?? '';

describe('ConfirmOrder', () => {
  it('confirms a submitted order, on the timeline by name, and emails the buyer and the vendor', async () => {
    const submitted = await order();
    const confirmed = await moved(
      post('ConfirmOrder', { OrderId: submitted.OrderId, Version: submitted.Version }),
    );
    expect(confirmed.Status).toBe('confirmed');
    expect(confirmed.Version).toBe(submitted.Version + 1);
    expect(confirmed.Timeline.at(-1)).toMatchObject({
      Kind: 'confirmed',
      By: { UserId: vendorUser.userId, Name: 'Vera Vendor' },
    });
    const subject = 'Shop order for Integration Fun Run confirmed';
    const [buyerMail] = (await emailsTo(organizer.email)).filter((mail) => mail.subject === subject);
    const [vendorMail] = (await emailsTo(vendorEmail())).filter((mail) => mail.subject === subject);
    expect(buyerMail?.text).toContain(
      'Fulfilment Prize Co confirmed the shop order for Integration Fun Run.',
    );
    expect(buyerMail?.text).toContain(submitted.OrderId);
    expect(vendorMail?.text).toContain(`Buyer: ${submitted.Buyer.Name} (${organizer.email}).`);
  });

  it('of two confirms at once, one lands and the other hears the state it left', async () => {
    const submitted = await order();
    const answers = await Promise.all([
      post('ConfirmOrder', { OrderId: submitted.OrderId }),
      post('ConfirmOrder', { OrderId: submitted.OrderId }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
      message: orderAlreadyInState('confirmed'),
    });
    const again = await post('ConfirmOrder', { OrderId: submitted.OrderId });
    expect(again).toEqual({ status: 409, body: { message: orderAlreadyInState('confirmed') } });
  });

  it('refuses a stale Version, a buyer, another vendor and an unknown id', async () => {
    const submitted = await order();
    expect(
      await post('ConfirmOrder', { OrderId: submitted.OrderId, Version: submitted.Version - 1 }),
    ).toEqual({
      status: 409,
      body: { message: orderChanged },
    });
    expect((await post('ConfirmOrder', { OrderId: submitted.OrderId }, organizer)).status).toBe(403);
    const foreign = await post('ConfirmOrder', { OrderId: submitted.OrderId }, otherVendorUser);
    expect(foreign).toEqual({ status: 404, body: { message: notFound } });
    expect(await post('ConfirmOrder', { OrderId: randomUUID() })).toEqual(foreign);
    expect((await post('ConfirmOrder', {})).status).toBe(400);
  });
});

describe('HoldOrder and ReleaseOrder', () => {
  it('holds with a note, refuses moves while held, and releases to the state it left', async () => {
    const submitted = await order();
    await moved(post('ConfirmOrder', { OrderId: submitted.OrderId }));
    const held = await moved(post('HoldOrder', { OrderId: submitted.OrderId, Note: 'Banners back-ordered' }));
    expect(held).toMatchObject({
      Status: 'on-hold',
      HeldFrom: 'confirmed',
      HoldNote: 'Banners back-ordered',
    });
    expect(held.Timeline.at(-1)).toMatchObject({ Kind: 'held', Note: 'Banners back-ordered' });
    const ship = await post('ShipOrder', {
      OrderId: submitted.OrderId,
      Lines: [{ LineId: lineOf(submitted, 'Race shirt'), Quantity: 1 }],
      Carrier: 'UPS',
      TrackingNumber: '1Z999',
    });
    expect(ship).toEqual({ status: 409, body: { message: orderOnHoldReleaseFirst('shipped') } });
    expect(await post('HoldOrder', { OrderId: submitted.OrderId, Note: 'again' })).toEqual({
      status: 409,
      body: { message: orderAlreadyInState('on hold') },
    });
    const released = await moved(post('ReleaseOrder', { OrderId: submitted.OrderId }));
    expect(released).toMatchObject({ Status: 'confirmed', HeldFrom: null, HoldNote: null });
    expect(released.Timeline.at(-1)?.Kind).toBe('released');
    expect((await post('HoldOrder', { OrderId: submitted.OrderId, Note: '' })).status).toBe(400);
  });
});

describe('ShipOrder', () => {
  it('ships part, refuses more than remains, ships the rest, and emails carrier and tracking', async () => {
    const submitted = await order();
    const shirtLine = lineOf(submitted, 'Race shirt');
    const bannerLine = lineOf(submitted, 'Finish banner');
    const early = await post('ShipOrder', {
      OrderId: submitted.OrderId,
      Lines: [{ LineId: shirtLine, Quantity: 1 }],
      Carrier: 'UPS',
      TrackingNumber: '1Z0',
    });
    expect(early).toEqual({ status: 409, body: { message: orderMoveTooEarly('submitted', 'shipped') } });
    await moved(post('ConfirmOrder', { OrderId: submitted.OrderId }));
    const first = await moved(
      post('ShipOrder', {
        OrderId: submitted.OrderId,
        Lines: [
          { LineId: shirtLine, Quantity: 10 },
          { LineId: bannerLine, Quantity: 1 },
        ],
        Carrier: 'UPS',
        TrackingNumber: '1Z111',
      }),
    );
    expect(first.Status).toBe('partially-shipped');
    expect(first.Lines.map((line) => [line.ProductName, line.QuantityShipped])).toEqual([
      ['Race shirt', 10],
      ['Finish banner', 1],
    ]);
    expect(first.Shipments).toHaveLength(1);
    expect(first.Shipments[0]).toMatchObject({ Carrier: 'UPS', TrackingNumber: '1Z111', DeliveredAt: null });
    const tooMany = await post('ShipOrder', {
      OrderId: submitted.OrderId,
      Lines: [{ LineId: bannerLine, Quantity: 2 }],
      Carrier: 'UPS',
      TrackingNumber: '1Z222',
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ message: shipmentTooMany('Finish banner', 1) });
    const cancel = await post('CancelOrder', { OrderId: submitted.OrderId, Reason: 'Too late' }, organizer);
    expect(cancel).toEqual({
      status: 409,
      body: { message: orderMoveTooLate('partially shipped', 'cancelled') },
    });
    const rest = await moved(
      post('ShipOrder', {
        OrderId: submitted.OrderId,
        Lines: [{ LineId: bannerLine, Quantity: 1 }],
        Carrier: 'FedEx',
        TrackingNumber: '7712',
      }),
    );
    expect(rest.Status).toBe('shipped');
    expect(rest.Shipments.map((shipment) => shipment.TrackingNumber)).toEqual(['1Z111', '7712']);
    expect(rest.Timeline.filter((entry) => entry.Kind === 'shipped').map((entry) => entry.Note)).toEqual([
      'UPS 1Z111',
      'FedEx 7712',
    ]);
    const mails = await emailsTo(organizer.email);
    const partial = mails.find(
      (mail) => mail.subject === 'Part of the shop order for Integration Fun Run shipped',
    );
    const full = mails.find((mail) => mail.subject === 'Shop order for Integration Fun Run shipped');
    expect(partial?.text).toContain('by UPS, tracking number 1Z111');
    expect(partial?.text).toContain('Still to ship: 1 × Finish banner');
    expect(full?.text).toContain('by FedEx, tracking number 7712');
    expect((await emailsTo(vendorEmail())).some((mail) => mail.text.includes('tracking number 7712'))).toBe(
      true,
    );
    expect(
      await post('ShipOrder', {
        OrderId: submitted.OrderId,
        Lines: [{ LineId: bannerLine, Quantity: 1 }],
        Carrier: 'FedEx',
        TrackingNumber: '7713',
      }),
    ).toEqual({ status: 409, body: { message: orderAlreadyInState('shipped') } });
  });

  it('checks its input: at least one line, a carrier, a tracking number', async () => {
    const submitted = await order();
    expect(
      (
        await post('ShipOrder', {
          OrderId: submitted.OrderId,
          Lines: [],
          Carrier: 'UPS',
          TrackingNumber: '1',
        })
      ).status,
    ).toBe(400);
    const noCarrier = await post('ShipOrder', {
      OrderId: submitted.OrderId,
      Lines: [{ LineId: lineOf(submitted, 'Race shirt'), Quantity: 1 }],
      TrackingNumber: '1',
    });
    expect(noCarrier.status).toBe(400);
  });
});

/** A submitted order shipped in full. */
async function shippedOrder(): Promise<Order> {
  const submitted = await order();
  await moved(post('ConfirmOrder', { OrderId: submitted.OrderId }));
  return moved(
    post('ShipOrder', {
      OrderId: submitted.OrderId,
      Lines: submitted.Lines.map((line) => ({ LineId: line.LineId, Quantity: line.Quantity })),
      Carrier: 'UPS',
      TrackingNumber: '1Z333',
    }),
  );
}

describe('MarkOrderDelivered', () => {
  it('the buyer confirms delivery once, on every shipment', async () => {
    const submitted = await order();
    expect(await post('MarkOrderDelivered', { OrderId: submitted.OrderId }, organizer)).toEqual({
      status: 409,
      body: { message: orderMoveTooEarly('submitted', 'marked delivered') },
    });
    const shipped = await shippedOrder();
    const delivered = await moved(post('MarkOrderDelivered', { OrderId: shipped.OrderId }, organizer));
    expect(delivered.Status).toBe('delivered');
    expect(delivered.Shipments.every((shipment) => shipment.DeliveredBy?.UserId === organizer.userId)).toBe(
      true,
    );
    expect(delivered.Timeline.at(-1)).toMatchObject({ Kind: 'delivered', By: { UserId: organizer.userId } });
    expect(await post('MarkOrderDelivered', { OrderId: shipped.OrderId }, organizer)).toEqual({
      status: 409,
      body: { message: orderAlreadyInState('delivered') },
    });
  });

  it('the vendor records it with the date delivered (required, not in the future)', async () => {
    const shipped = await shippedOrder();
    const noDate = await post('MarkOrderDelivered', { OrderId: shipped.OrderId });
    expect(noDate.status).toBe(400);
    expect(noDate.body).toMatchObject({ message: deliveredOnRequired });
    const future = await post('MarkOrderDelivered', { OrderId: shipped.OrderId, DeliveredOn: '2099-01-01' });
    expect(future.body).toMatchObject({ message: deliveredOnInFuture });
    const today = new Date().toISOString().slice(0, 10);
    const delivered = await moved(
      post('MarkOrderDelivered', { OrderId: shipped.OrderId, DeliveredOn: today }),
    );
    expect(delivered.Shipments[0]?.DeliveredAt).toBe(today);
    expect(delivered.Timeline.at(-1)).toMatchObject({ Kind: 'delivered', Note: `Delivered on ${today}` });
  });

  it("answers a buyer outside the Thon and another vendor's user like an unknown order", async () => {
    const shipped = await shippedOrder();
    const outsider = await post('MarkOrderDelivered', { OrderId: shipped.OrderId }, otherOrganizer);
    expect(outsider).toEqual({ status: 404, body: { message: notFound } });
    const foreign = await post(
      'MarkOrderDelivered',
      { OrderId: shipped.OrderId, DeliveredOn: '2026-01-01' },
      otherVendorUser,
    );
    expect(foreign).toEqual(outsider);
    // The franchise's franchisee user buys for its Thons: they may confirm it.
    expect((await moved(post('MarkOrderDelivered', { OrderId: shipped.OrderId }, franchisee))).Status).toBe(
      'delivered',
    );
  });
});

describe('MarkOrderPaid', () => {
  it("records a purchase order's payment once; a card order is paid already", async () => {
    const po = await order('purchase-order');
    expect(po.Payment).toMatchObject({ Method: 'purchase-order', State: 'unpaid', PoNumber: 'PO-4471' });
    const paid = await moved(post('MarkOrderPaid', { OrderId: po.OrderId }));
    expect(paid).toMatchObject({ Status: 'submitted', Payment: { State: 'paid' } });
    expect(paid.Timeline.at(-1)?.Kind).toBe('paid');
    expect(await post('MarkOrderPaid', { OrderId: po.OrderId })).toEqual({
      status: 409,
      body: { message: orderPaidAlready },
    });
    const card = await order('card');
    expect(await post('MarkOrderPaid', { OrderId: card.OrderId })).toEqual({
      status: 409,
      body: { message: orderPaidByCard },
    });
    expect((await post('MarkOrderPaid', { OrderId: po.OrderId }, organizer)).status).toBe(403);
  });
});
