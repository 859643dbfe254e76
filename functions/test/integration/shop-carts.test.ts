// Carts over HTTP against the emulator: a buyer (organizer of the Thon, franchisee user of its
// franchise, super admin) makes drafts shipped to the school, changes them (active products of the
// cart's vendor only; quantities rounded up to pack and minimum, the rounding answered; need-by
// following the longest lead time until the buyer sets one; the Version condition), fills them from
// the Thon's roster, deletes them; another tenant's cart answers 404 like an unknown id; organizers
// of a franchise that closed the shop to them are refused; and the lists by role.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Cart, Order, OrderList } from '@thon/shared/api/schemas/shop-orders';
import { noSuchEvent, notFound } from '@thon/shared/catalog/messages';
import {
  shopCartChanged,
  shopOrganizersMayNotShop,
  shopProductNotAvailable,
  shopProductUnknown,
  shopSizesWithoutVariant,
  shopVariantRequired,
  shopVendorNotServingFranchise,
  shopVendorNotSelling,
} from '@thon/shared/catalog/shop-messages';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { shopVendorUser, type ShopCaller } from './test-shop-vendors';
import { shopFranchise, shopProduct, shopThon, shopVendor, type TestProduct } from './test-shop-orders';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);

let organizer: SignedInTestUser;
let otherOrganizer: SignedInTestUser;
let franchisee: SignedInTestUser;
let admin: SignedInTestUser;
let vendorUser: ShopCaller;
let vendorId: string;
let otherVendorId: string;
let thonId: string;
let franchiseId: string;
let shirt: TestProduct;
let powder: TestProduct;
let banner: TestProduct;

beforeAll(async () => {
  franchiseId = await shopFranchise(undefined);
  [organizer, otherOrganizer, admin] = await Promise.all([
    signedInTestUser('organizer', 'cartorg'),
    signedInTestUser('organizer', 'cartorg2'),
    signedInTestUser('super-admin', 'cartadm'),
  ]);
  franchisee = await signedInTestUser('franchisee-user', 'cartfr', { franchiseId });
  [vendorId, otherVendorId] = await Promise.all([
    shopVendor('Cart Prize Co', { franchiseIds: [franchiseId] }),
    shopVendor('Other Co', { franchiseIds: [franchiseId] }),
  ]);
  vendorUser = await shopVendorUser(vendorId, 'cartv');
  ({ eventId: thonId } = await shopThon({
    organizerUserId: organizer.userId,
    franchiseId,
    sizes: ['YM', 'YM', 'YM', 'AM', 'AM', 'AXXL', undefined],
  }));
  [shirt, powder, banner] = await Promise.all([
    shopProduct(vendorId, {
      name: 'Race shirt',
      quantityBasis: 'per-shirt-size',
      leadTimeDays: 21,
      variants: [{ sizeCode: 'YM' }, { sizeCode: 'AM' }, { sizeCode: 'AL' }],
      priceCents: 899,
    }),
    shopProduct(vendorId, {
      name: 'Color powder',
      quantityBasis: 'per-participant',
      amountPerParticipant: 0.5,
      packSize: 4,
      minimumOrder: 1,
      leadTimeDays: 10,
      priceCents: 250,
    }),
    shopProduct(vendorId, { name: 'Finish banner', packSize: 1, minimumOrder: 2, priceCents: 4500 }),
  ]);
});

async function newCart(
  by: { headers: Record<string, string> } = organizer,
  thon = thonId,
  vendor = vendorId,
) {
  const answer = await api.post('/api/shop/CreateCart', { ThonId: thon, VendorId: vendor }, by.headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as Cart).Order;
}

describe('CreateCart', () => {
  it("makes a draft shipped to the Thon's school, needed by its end date, named for Thon and vendor", async () => {
    const order = await newCart();
    expect(order).toMatchObject({
      Status: 'draft',
      ThonId: thonId,
      ThonName: 'Integration Fun Run',
      VendorId: vendorId,
      VendorName: 'Cart Prize Co',
      FranchiseId: franchiseId,
      Buyer: { UserId: organizer.userId },
      ShipTo: {
        Name: 'Lincoln Elementary',
        Street: '12 Elm Street',
        City: 'Springfield',
        State: 'IL',
        Zip: '62701',
      },
      EventDay: '2027-05-14',
      NeedBy: '2027-05-14',
      NeedBySetByBuyer: false,
      Lines: [],
      Payment: null,
      Version: 1,
    });
    expect(order.Timeline.map((entry) => entry.Kind)).toEqual(['created']);
  });

  it('lets a buyer keep several drafts, and a franchisee user and super admin buy too', async () => {
    const first = await newCart();
    const second = await newCart();
    expect(first.OrderId).not.toBe(second.OrderId);
    expect((await newCart(franchisee)).Buyer.UserId).toBe(franchisee.userId);
    expect((await newCart(admin)).Buyer.UserId).toBe(admin.userId);
  });

  it("answers another organizer's Thon like an unknown one, and an unknown vendor 404", async () => {
    const foreign = await api.post(
      '/api/shop/CreateCart',
      { ThonId: thonId, VendorId: vendorId },
      otherOrganizer.headers,
    );
    const unknown = await api.post(
      '/api/shop/CreateCart',
      { ThonId: randomUUID(), VendorId: vendorId },
      otherOrganizer.headers,
    );
    expect(foreign).toEqual({ status: 404, body: { message: noSuchEvent } });
    expect(unknown).toEqual(foreign);
    const noVendor = await api.post(
      '/api/shop/CreateCart',
      { ThonId: thonId, VendorId: 'vendor-none' },
      organizer.headers,
    );
    expect(noVendor).toEqual({ status: 404, body: { message: notFound } });
  });

  it('refuses an organizer whose franchise closed the shop to organizers, not its franchisee user', async () => {
    const closed = await shopFranchise(false);
    const { eventId } = await shopThon({ organizerUserId: organizer.userId, franchiseId: closed });
    const closedVendor = await shopVendor('Closed Franchise Co', { franchiseIds: [closed] });
    const refused = await api.post(
      '/api/shop/CreateCart',
      { ThonId: eventId, VendorId: closedVendor },
      organizer.headers,
    );
    expect(refused).toEqual({ status: 403, body: { message: shopOrganizersMayNotShop } });
    const owner = await signedInTestUser('franchisee-user', 'cartfr2', { franchiseId: closed });
    await newCart(owner, eventId, closedVendor);
  });

  it("refuses a vendor that does not serve the Thon's franchise (409); a direct customer's Thon takes any active vendor", async () => {
    const elsewhere = await shopFranchise(undefined);
    const [stranger, suspended] = await Promise.all([
      shopVendor('Elsewhere Co', { franchiseIds: [elsewhere] }),
      shopVendor('Resting Co'),
    ]);
    const refused = await api.post(
      '/api/shop/CreateCart',
      { ThonId: thonId, VendorId: stranger },
      organizer.headers,
    );
    expect(refused).toEqual({ status: 409, body: { message: shopVendorNotServingFranchise } });
    // A super admin is refused too: the rule is the vendor's, not the buyer's reach.
    expect(
      await api.post('/api/shop/CreateCart', { ThonId: thonId, VendorId: stranger }, admin.headers),
    ).toEqual(refused);
    const { eventId: directThon } = await shopThon({ organizerUserId: organizer.userId });
    expect((await newCart(organizer, directThon, stranger)).VendorId).toBe(stranger);
    const { thon } = await import('../../src/data/thon-service');
    await thon().entities.vendor.patch({ vendorId: suspended }).set({ status: 'suspended' }).go();
    expect(
      await api.post('/api/shop/CreateCart', { ThonId: directThon, VendorId: suspended }, organizer.headers),
    ).toEqual({ status: 409, body: { message: shopVendorNotSelling } });
  });

  it('refuses a vendor user and checks its input', async () => {
    expect(
      (await api.post('/api/shop/CreateCart', { ThonId: thonId, VendorId: vendorId }, vendorUser.headers))
        .status,
    ).toBe(403);
    const bad = await api.post('/api/shop/CreateCart', { ThonId: '' }, organizer.headers);
    expect(bad.status).toBe(400);
  });
});

describe('UpdateCart', () => {
  it('rounds quantities up to pack then minimum, answers the rounding, and moves need-by by the longest lead', async () => {
    const cart = await newCart();
    const answer = await api.post(
      '/api/shop/UpdateCart',
      {
        OrderId: cart.OrderId,
        Version: cart.Version,
        Lines: [
          { ProductId: powder.productId, Quantity: 9 },
          { ProductId: banner.productId, Quantity: 1 },
          { ProductId: shirt.productId, VariantId: shirt.variantIds[0], Quantity: 3 },
        ],
        Notes: 'Deliver to the gym door.',
      },
      organizer.headers,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { Order: order, RoundedLines } = answer.body as Cart;
    expect(order.Lines.map((line) => [line.ProductName, line.Quantity, line.Rounding])).toEqual([
      ['Color powder', 12, { RequestedQuantity: 9, ToPack: true, ToMinimum: false }],
      ['Finish banner', 2, { RequestedQuantity: 1, ToPack: false, ToMinimum: true }],
      ['Race shirt', 3, { RequestedQuantity: 3, ToPack: false, ToMinimum: false }],
    ]);
    expect(RoundedLines.map((line) => line.ProductName)).toEqual(['Color powder', 'Finish banner']);
    expect(order.NeedBy).toBe('2027-04-23'); // 21 days before 2027-05-14
    expect(order.Totals).toEqual({
      SubtotalCents: 12 * 250 + 2 * 4500 + 3 * 899,
      ShippingCents: 0,
      TotalCents: 14697,
      PlatformFeeCents: 735,
    });
    expect(order.Notes).toBe('Deliver to the gym door.');
    expect(order.Version).toBe(2);
    expect(order.Timeline.map((entry) => entry.Kind)).toEqual(['created', 'cart-changed']);
  });

  it("keeps the buyer's need-by and ship-to once set, and goes back to the default on null", async () => {
    const cart = await newCart();
    const set = await api.post(
      '/api/shop/UpdateCart',
      {
        OrderId: cart.OrderId,
        Version: 1,
        Lines: [{ ProductId: powder.productId, Quantity: 4 }],
        NeedBy: '2027-03-01',
        ShipTo: { Name: 'Coach Lee', Street: '1 Gym Rd', City: 'Springfield', State: 'il', Zip: '62702' },
      },
      organizer.headers,
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((set.body as Cart).Order).toMatchObject({
      NeedBy: '2027-03-01',
      NeedBySetByBuyer: true,
      ShipTo: { Name: 'Coach Lee', State: 'IL' },
    });
    const back = await api.post(
      '/api/shop/UpdateCart',
      {
        OrderId: cart.OrderId,
        Version: 2,
        Lines: [{ ProductId: powder.productId, Quantity: 4 }],
        NeedBy: null,
      },
      organizer.headers,
    );
    expect((back.body as Cart).Order).toMatchObject({ NeedBy: '2027-05-04', NeedBySetByBuyer: false });
    expect((back.body as Cart).Order.Timeline.map((entry) => entry.Kind)).toEqual([
      'created',
      'cart-changed',
    ]);
  });

  it('answers 409 on a stale Version and changes nothing', async () => {
    const cart = await newCart();
    const body = { OrderId: cart.OrderId, Version: 1, Lines: [{ ProductId: banner.productId, Quantity: 2 }] };
    expect((await api.post('/api/shop/UpdateCart', body, organizer.headers)).status).toBe(200);
    expect(await api.post('/api/shop/UpdateCart', body, organizer.headers)).toEqual({
      status: 409,
      body: { message: shopCartChanged },
    });
  });

  it("refuses another vendor's product, an inactive one, a missing variant, and a bad quantity", async () => {
    const cart = await newCart();
    const foreign = await shopProduct(otherVendorId, { name: 'Foreign thing' });
    const archived = await shopProduct(vendorId, { name: 'Old cap', status: 'archived' });
    const send = (lines: unknown[]) =>
      api.post(
        '/api/shop/UpdateCart',
        { OrderId: cart.OrderId, Version: 1, Lines: lines },
        organizer.headers,
      );
    expect(await send([{ ProductId: foreign.productId, Quantity: 1 }])).toEqual({
      status: 400,
      body: { message: shopProductUnknown },
    });
    expect(await send([{ ProductId: randomUUID(), Quantity: 1 }])).toEqual({
      status: 400,
      body: { message: shopProductUnknown },
    });
    expect(await send([{ ProductId: archived.productId, Quantity: 1 }])).toEqual({
      status: 400,
      body: { message: shopProductNotAvailable('Old cap') },
    });
    expect(await send([{ ProductId: shirt.productId, Quantity: 1 }])).toEqual({
      status: 400,
      body: { message: shopVariantRequired('Race shirt') },
    });
    expect((await send([{ ProductId: banner.productId, Quantity: 0 }])).status).toBe(400);
    expect((await send([{ ProductId: banner.productId, Quantity: 1.5 }])).status).toBe(400);
    const unchanged = await api.get(`/api/shop/GetOrder/${cart.OrderId}`, organizer.headers);
    expect((unchanged.body as Order).Version).toBe(1);
  });

  it("answers another buyer's cart like an unknown one", async () => {
    const cart = await newCart();
    const body = { OrderId: cart.OrderId, Version: 1, Lines: [] };
    const foreign = await api.post('/api/shop/UpdateCart', body, otherOrganizer.headers);
    const unknown = await api.post(
      '/api/shop/UpdateCart',
      { ...body, OrderId: randomUUID() },
      otherOrganizer.headers,
    );
    expect(foreign).toEqual({ status: 404, body: { message: notFound } });
    expect(unknown).toEqual(foreign);
  });
});

describe('FillCartFromThon', () => {
  it('sets quantities from the roster: per shirt size, per participant, fixed, with the buffer', async () => {
    const cart = await newCart();
    const answer = await api.post(
      '/api/shop/FillCartFromThon',
      {
        OrderId: cart.OrderId,
        ProductIds: [shirt.productId, powder.productId, banner.productId],
        BufferPercent: 50,
      },
      organizer.headers,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { Order: order, Notices } = answer.body as Cart;
    // 7 participants (3 YM, 2 AM, 1 AXXL, 1 without a size); +50 %.
    expect(
      order.Lines.map((line) => [
        line.ProductName,
        line.Size,
        line.Quantity,
        line.Rounding.RequestedQuantity,
      ]),
    ).toEqual([
      ['Race shirt', 'YM', 5, 5],
      ['Race shirt', 'AM', 3, 3],
      ['Color powder', null, 8, 6], // 7 × 0.5 × 1.5 = 5.25 → 6 → packs of 4: 8
      ['Finish banner', null, 2, 1], // one pack, raised to the minimum 2
    ]);
    expect(Notices).toEqual([shopSizesWithoutVariant('Race shirt', ['AXXL'])]);
    expect(order.NeedBy).toBe('2027-04-23');
  });

  it("replaces only the chosen products' lines and refuses a bad buffer", async () => {
    const cart = await newCart();
    await api.post(
      '/api/shop/UpdateCart',
      { OrderId: cart.OrderId, Version: 1, Lines: [{ ProductId: banner.productId, Quantity: 6 }] },
      organizer.headers,
    );
    const answer = await api.post(
      '/api/shop/FillCartFromThon',
      { OrderId: cart.OrderId, ProductIds: [powder.productId], BufferPercent: 0 },
      organizer.headers,
    );
    expect((answer.body as Cart).Order.Lines.map((line) => [line.ProductName, line.Quantity])).toEqual([
      ['Finish banner', 6],
      ['Color powder', 4],
    ]);
    const bad = await api.post(
      '/api/shop/FillCartFromThon',
      { OrderId: cart.OrderId, ProductIds: [powder.productId], BufferPercent: 101 },
      organizer.headers,
    );
    expect(bad.status).toBe(400);
  });
});

describe('DeleteCart', () => {
  it('deletes a draft; then it is unknown', async () => {
    const cart = await newCart();
    expect(await api.post('/api/shop/DeleteCart', { OrderId: cart.OrderId }, organizer.headers)).toEqual({
      status: 200,
      body: { OrderId: cart.OrderId, Deleted: true },
    });
    expect((await api.get(`/api/shop/GetOrder/${cart.OrderId}`, organizer.headers)).status).toBe(404);
  });

  it("answers another buyer's cart like an unknown one", async () => {
    const cart = await newCart();
    expect(await api.post('/api/shop/DeleteCart', { OrderId: cart.OrderId }, otherOrganizer.headers)).toEqual(
      {
        status: 404,
        body: { message: notFound },
      },
    );
  });
});

describe('reading carts', () => {
  it("a vendor never sees a draft; the franchisee user sees their franchise's; the organizer their own", async () => {
    const cart = await newCart();
    expect((await api.get(`/api/shop/GetOrder/${cart.OrderId}`, vendorUser.headers)).status).toBe(404);
    expect((await api.get(`/api/shop/GetOrder/${cart.OrderId}`, franchisee.headers)).status).toBe(200);
    expect((await api.get(`/api/shop/GetOrder/${cart.OrderId}`, otherOrganizer.headers)).status).toBe(404);
    const mine = (await api.get('/api/shop/ListOrders?Status=draft', organizer.headers)).body as OrderList;
    expect(mine.Orders.map((order) => order.OrderId)).toContain(cart.OrderId);
    const franchise = (await api.get('/api/shop/ListOrders', franchisee.headers)).body as OrderList;
    expect(franchise.Orders.map((order) => order.OrderId)).toContain(cart.OrderId);
    const vendors = (await api.get('/api/shop/ListOrders', vendorUser.headers)).body as OrderList;
    expect(vendors.Orders.map((order) => order.OrderId)).not.toContain(cart.OrderId);
    const theirs = (await api.get('/api/shop/ListOrders', otherOrganizer.headers)).body as OrderList;
    expect(theirs.Orders.map((order) => order.OrderId)).not.toContain(cart.OrderId);
  });
});
