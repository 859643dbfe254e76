// The shop's reports over HTTP against the emulator: one vendor's products (a tracked shirt in two
// sizes, a made-to-order powder) and orders in several states (a draft, submitted, confirmed and
// partly shipped with a delivered shipment, on hold, delivered, cancelled) at two schools of two
// franchises, arranged through the repositories; the product-status report's numbers per variant
// and their CSV, the school-item report's lines per school and Thon (late ones flagged) for each
// role's scope, and refusals: another vendor sees none of it, another franchise's or Thon's id
// answers 404 as an unknown one, a super admin must name what to report on.
import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductStatusReportWire, SchoolItemReportWire } from '@thon/shared/api/schemas/shop-reports';
import { notFound } from '@thon/shared/catalog/messages';
import { shopReportScopeRequired, shopReportVendorRequired } from '@thon/shared/catalog/shop-messages';
import type { ShopOrderRecord } from '../../src/data/repositories/shop-orders-repository';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createTestEvent } from './test-events';
import { moved, submittedOrder } from './test-shop-fulfilment';
import { shopProduct, shopThon, shopVendor } from './test-shop-orders';
import { shopVendorUser } from './test-shop-vendors';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);
const run = randomUUID().slice(0, 8);

const northFranchise = `fr-north-${run}`;
const southFranchise = `fr-south-${run}`;
const vendorId = `vendor-prizes-${run}`;
const otherVendorId = `vendor-other-${run}`;
const shirtId = `p-shirt-${run}`;
const powderId = `p-powder-${run}`;

let admin: SignedInTestUser;
let organizer: SignedInTestUser;
let northFranchisee: SignedInTestUser;
let southFranchisee: SignedInTestUser;
let vendorUser: { headers: Record<string, string> };
let otherVendorUser: { headers: Record<string, string> };
let mapleThon: string;
let birchThon: string;
let mapleSchool: string;
let birchSchool: string;

async function createVendor(id: string, name: string) {
  const { thon } = await import('../../src/data/thon-service');
  const now = new Date().toISOString();
  await thon()
    .entities.vendor.create({
      vendorId: id,
      name,
      nameKey: name.toLowerCase(),
      contactEmail: 'sales@example.com',
      phone: '312-555-0199',
      status: 'active',
      franchiseIds: [northFranchise, southFranchise],
      shippingFeeCents: 0,
      version: 1,
      createdAt: now,
      updatedAt: now,
    })
    .go();
}

async function createProducts() {
  const { createProduct } = await import('../../src/data/repositories/products-repository');
  const now = new Date().toISOString();
  const base = {
    vendorId,
    vendorName: 'Prize Co',
    description: 'For the race.',
    images: [],
    priceCents: 1200,
    costCents: 600,
    packSize: 1,
    minimumOrder: 1,
    leadTimeDays: 7,
    isPrize: false,
    status: 'active' as const,
    version: 1,
    stockRevision: 1,
    createdAt: now,
    updatedAt: now,
  };
  await createProduct({
    ...base,
    productId: shirtId,
    name: 'Race shirt',
    nameKey: 'race shirt',
    category: 'Race Equipment',
    stockTracked: true,
    quantityBasis: 'per-shirt-size',
    variants: [
      { variantId: 'v-ym', sku: `SH-YM-${run}`, sizeCode: 'YM', colour: 'Blue', stockOnHand: 40 },
      { variantId: 'v-al', sku: `SH-AL-${run}`, sizeCode: 'AL', colour: 'Blue', stockOnHand: 2 },
    ],
  });
  await createProduct({
    ...base,
    productId: powderId,
    // A name a spreadsheet would run as a formula: the CSV must keep it text.
    name: '=Color powder',
    nameKey: '=color powder',
    category: 'Anython - Color Games',
    stockTracked: false,
    quantityBasis: 'per-participant',
    amountPerParticipant: 1,
    quantityUnit: 'lb',
    variants: [{ variantId: 'v-pink', sku: `CP-PINK-${run}`, colour: 'Pink' }],
  });
}

type LineOf = { lineId: string; productId: string; variantId: string; quantity: number; name: string };

async function createOrder(order: {
  status: ShopOrderRecord['status'];
  thonId: string;
  thonName: string;
  organizationId: string;
  franchiseId: string;
  needBy: string;
  lines: LineOf[];
  shipments?: { lineId: string; quantity: number; delivered: boolean }[];
  heldFrom?: ShopOrderRecord['status'];
  ofVendor?: string;
}): Promise<string> {
  const { thon } = await import('../../src/data/thon-service');
  const orderId = randomUUID();
  const now = new Date().toISOString();
  await thon()
    .entities.shopOrder.create({
      orderId,
      eventId: order.thonId,
      eventName: order.thonName,
      organizationId: order.organizationId,
      franchiseId: order.franchiseId,
      vendorId: order.ofVendor ?? vendorId,
      vendorName: order.ofVendor === undefined ? 'Prize Co' : 'Other Co',
      buyerUserId: randomUUID(),
      buyerName: 'Bea Buyer',
      buyerEmail: 'bea@example.com',
      shipTo: { name: order.thonName, street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
      eventDay: '2026-12-31',
      needBy: order.needBy,
      lines: order.lines.map((line) => ({
        lineId: line.lineId,
        productId: line.productId,
        variantId: line.variantId,
        quantity: line.quantity,
        requestedQuantity: line.quantity,
        productName: line.name,
        quantityShipped: (order.shipments ?? [])
          .filter((part) => part.lineId === line.lineId)
          .reduce((sum, part) => sum + part.quantity, 0),
      })),
      shipments: (order.shipments ?? []).map((part, index) => ({
        shipmentId: `s-${index}`,
        carrier: 'UPS',
        trackingNumber: `1Z${index}`,
        lines: [{ lineId: part.lineId, quantity: part.quantity }],
        shippedAt: now,
        shippedByUserId: 'vendor-user',
        shippedByName: 'Vera Vendor',
        ...(part.delivered
          ? { deliveredAt: now, deliveredByUserId: 'buyer', deliveredByName: 'Bea Buyer' }
          : {}),
      })),
      timeline: [{ at: now, userId: 'buyer', name: 'Bea Buyer', kind: 'created' }],
      status: order.status,
      ...(order.heldFrom === undefined ? {} : { heldFrom: order.heldFrom }),
      version: 1,
      createdAt: now,
      updatedAt: now,
    })
    .go();
  return orderId;
}

const shirtYm = (quantity: number, lineId = 'l-ym'): LineOf => ({
  lineId,
  productId: shirtId,
  variantId: 'v-ym',
  quantity,
  name: 'Race shirt',
});
const shirtAl = (quantity: number): LineOf => ({
  lineId: 'l-al',
  productId: shirtId,
  variantId: 'v-al',
  quantity,
  name: 'Race shirt',
});
const powder = (quantity: number): LineOf => ({
  lineId: 'l-pink',
  productId: powderId,
  variantId: 'v-pink',
  quantity,
  name: '=Color powder',
});

const productStatus = (query: Record<string, string>, headers: Record<string, string>) =>
  api.get(`/api/shop/GetProductStatusReport?${new URLSearchParams(query).toString()}`, headers);
const schoolItems = (query: Record<string, string>, headers: Record<string, string>) =>
  api.get(`/api/shop/GetSchoolItemReport?${new URLSearchParams(query).toString()}`, headers);

async function schoolItemsOf(query: Record<string, string>, headers: Record<string, string>) {
  const answer = await schoolItems(query, headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as SchoolItemReportWire;
}

beforeAll(async () => {
  const { createOrganization } = await import('../../src/data/repositories/organizations-repository');
  [admin, organizer, northFranchisee, southFranchisee] = await Promise.all([
    signedInTestUser('super-admin', 'shoprep-admin'),
    signedInTestUser('organizer', 'shoprep-org'),
    signedInTestUser('franchisee-user', 'shoprep-north', { franchiseId: northFranchise }),
    signedInTestUser('franchisee-user', 'shoprep-south', { franchiseId: southFranchise }),
  ]);
  [vendorUser, otherVendorUser] = await Promise.all([
    shopVendorUser(vendorId, 'shoprep-vendor'),
    shopVendorUser(otherVendorId, 'shoprep-other'),
  ]);
  await Promise.all([createVendor(vendorId, 'Prize Co'), createVendor(otherVendorId, 'Other Co')]);
  await createProducts();
  mapleThon = (await createTestEvent({ organizerUserId: organizer.userId, franchiseId: northFranchise }))
    .eventId;
  birchThon = (await createTestEvent({ franchiseId: southFranchise })).eventId;
  mapleSchool = randomUUID();
  birchSchool = randomUUID();
  await Promise.all([
    createOrganization({
      organizationId: mapleSchool,
      name: 'Maple Elementary',
      organizationType: 'school',
      franchiseId: northFranchise,
    }),
    createOrganization({
      organizationId: birchSchool,
      name: 'Birch Middle',
      organizationType: 'school',
      franchiseId: southFranchise,
    }),
  ]);
  const maple = {
    thonId: mapleThon,
    thonName: 'Maple Fun Run',
    organizationId: mapleSchool,
    franchiseId: northFranchise,
  };
  const birch = {
    thonId: birchThon,
    thonName: 'Birch Color Run',
    organizationId: birchSchool,
    franchiseId: southFranchise,
  };
  await Promise.all([
    createOrder({ ...maple, status: 'draft', needBy: '2099-01-01', lines: [shirtYm(12)] }),
    createOrder({ ...maple, status: 'submitted', needBy: '2099-01-01', lines: [shirtYm(5), powder(30)] }),
    // Past its need-by: 24 shirts, 4 delivered, 6 on the truck, 14 not shipped: late.
    createOrder({
      ...maple,
      status: 'partially-shipped',
      needBy: '2020-03-01',
      lines: [shirtYm(24)],
      shipments: [
        { lineId: 'l-ym', quantity: 4, delivered: true },
        { lineId: 'l-ym', quantity: 6, delivered: false },
      ],
    }),
    createOrder({
      ...birch,
      status: 'on-hold',
      heldFrom: 'confirmed',
      needBy: '2099-01-01',
      lines: [shirtAl(7)],
    }),
    createOrder({
      ...birch,
      status: 'delivered',
      needBy: '2020-03-01',
      lines: [powder(20)],
      shipments: [{ lineId: 'l-pink', quantity: 20, delivered: true }],
    }),
    createOrder({ ...birch, status: 'cancelled', needBy: '2099-01-01', lines: [shirtAl(3)] }),
    // Another vendor's order at the same school: never in Prize Co's reports.
    createOrder({
      ...maple,
      status: 'submitted',
      needBy: '2099-01-01',
      lines: [shirtYm(99)],
      ofVendor: otherVendorId,
    }),
  ]);
});

describe('GetProductStatusReport', () => {
  it('gives a vendor their products per variant, each unit in the furthest state it reached, and stock on hand', async () => {
    const answer = await productStatus({ Format: 'csv' }, vendorUser.headers);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const report = answer.body as ProductStatusReportWire;
    expect(report).toMatchObject({ VendorId: vendorId, VendorName: 'Prize Co', Truncated: false });
    // Products by name ('=Color powder' sorts before 'race shirt'), variants in the product's order.
    expect(
      report.Rows.map((row) => [
        row.ProductName,
        row.Size,
        row.InDrafts,
        row.Submitted,
        row.Confirmed,
        row.Shipped,
        row.Delivered,
        row.Cancelled,
        row.StockOnHand,
      ]),
    ).toEqual([
      ['=Color powder', '', 0, 30, 0, 0, 20, 0, null],
      ['Race shirt', 'YM', 12, 5, 14, 6, 4, 0, 40],
      ['Race shirt', 'AL', 0, 0, 7, 0, 0, 3, 2],
    ]);
    expect(report.Totals).toEqual({
      InDrafts: 12,
      Submitted: 35,
      Confirmed: 21,
      Shipped: 6,
      Delivered: 24,
      Cancelled: 3,
    });
    const [header = [], ...lines] = Papa.parse<string[]>((report.Csv ?? '').trim()).data;
    expect(header[0]).toBe('Product');
    expect(lines.map((line) => line[0])).toEqual(["'=Color powder", 'Race shirt', 'Race shirt']);
    expect(lines[1]?.slice(5)).toEqual(['12', '5', '14', '6', '4', '0', '40']);
  });

  it('gives a super admin the vendor they name, and asks them to name one', async () => {
    const named = await productStatus({ VendorId: vendorId }, admin.headers);
    expect(named.status).toBe(200);
    expect((named.body as ProductStatusReportWire).Rows).toHaveLength(3);
    expect((named.body as ProductStatusReportWire).Csv).toBeUndefined();
    const unnamed = await productStatus({}, admin.headers);
    expect(unnamed.status).toBe(400);
    expect((unnamed.body as { message: string }).message).toBe(shopReportVendorRequired);
    const unknown = await productStatus({ VendorId: `vendor-none-${run}` }, admin.headers);
    expect(unknown.status).toBe(404);
  });

  it("answers another vendor's id as unknown, and shows another vendor none of it", async () => {
    const probing = await productStatus({ VendorId: vendorId }, otherVendorUser.headers);
    expect(probing.status).toBe(404);
    expect((probing.body as { message: string }).message).toBe(notFound);
    const own = await productStatus({}, otherVendorUser.headers);
    expect(own.status).toBe(200);
    expect((own.body as ProductStatusReportWire).Rows.map((row) => row.ProductId)).toEqual([shirtId]);
    expect((own.body as ProductStatusReportWire).Rows[0]).toMatchObject({
      Submitted: 99,
      StockOnHand: null,
      ProductStatus: 'removed',
    });
  });

  it('is refused to the buyers', async () => {
    expect((await productStatus({ VendorId: vendorId }, northFranchisee.headers)).status).toBe(403);
    expect((await productStatus({ VendorId: vendorId }, organizer.headers)).status).toBe(403);
  });
});

describe('GetSchoolItemReport', () => {
  it("gives a vendor their orders' lines per school and Thon, no drafts or cancelled orders, late ones flagged", async () => {
    const report = await schoolItemsOf({ Format: 'csv' }, vendorUser.headers);
    expect(report.Truncated).toBe(false);
    expect(
      report.Rows.map((row) => [
        row.OrganizationName,
        row.ThonName,
        row.OrderStatus,
        row.ProductName,
        row.Size,
        row.Ordered,
        row.Shipped,
        row.Delivered,
        row.Late,
      ]),
    ).toEqual([
      ['Birch Middle', 'Birch Color Run', 'delivered', '=Color powder', '', 20, 20, 20, false],
      ['Birch Middle', 'Birch Color Run', 'on-hold', 'Race shirt', '', 7, 0, 0, false],
      ['Maple Elementary', 'Maple Fun Run', 'partially-shipped', 'Race shirt', '', 24, 10, 4, true],
      ['Maple Elementary', 'Maple Fun Run', 'submitted', 'Race shirt', '', 5, 0, 0, false],
      ['Maple Elementary', 'Maple Fun Run', 'submitted', '=Color powder', '', 30, 0, 0, false],
    ]);
    expect(report.Rows[2]?.ShipTo).toBe('Maple Fun Run, 1 Main St, Austin, TX 78701');
    const [, ...lines] = Papa.parse<string[]>((report.Csv ?? '').trim()).data;
    expect(lines).toHaveLength(5);
    expect(lines[0]?.[7]).toBe("'=Color powder");
    expect(lines[2]?.at(-1)).toBe('Yes');
  });

  it("narrows a vendor's report to a Thon, and shows another vendor only their own", async () => {
    const maple = await schoolItemsOf({ ThonId: mapleThon }, vendorUser.headers);
    expect(maple.Rows.map((row) => row.ThonId)).toEqual([mapleThon, mapleThon, mapleThon]);
    const other = await schoolItemsOf({}, otherVendorUser.headers);
    expect(other.Rows.map((row) => [row.VendorId, row.Ordered])).toEqual([[otherVendorId, 99]]);
    expect((await schoolItems({ VendorId: vendorId }, otherVendorUser.headers)).status).toBe(404);
  });

  it("gives a franchisee user their franchise's orders only, another franchise's ids answering 404", async () => {
    const north = await schoolItemsOf({}, northFranchisee.headers);
    expect(new Set(north.Rows.map((row) => row.OrganizationName))).toEqual(new Set(['Maple Elementary']));
    expect(north.Rows.map((row) => row.VendorName).sort()).toEqual([
      'Other Co',
      'Prize Co',
      'Prize Co',
      'Prize Co',
    ]);
    const byVendor = await schoolItemsOf({ VendorId: vendorId }, northFranchisee.headers);
    expect(byVendor.Rows).toHaveLength(3);
    const south = await schoolItemsOf({}, southFranchisee.headers);
    expect(south.Rows.map((row) => row.OrderStatus)).toEqual(['delivered', 'on-hold']);
    expect((await schoolItems({ FranchiseId: southFranchise }, northFranchisee.headers)).status).toBe(404);
    const otherThon = await schoolItems({ ThonId: birchThon }, northFranchisee.headers);
    expect(otherThon.status).toBe(404);
    expect((otherThon.body as { message: string }).message).toBe(notFound);
  });

  it("gives an organizer their own Thons' orders, and another Thon's id answers 404", async () => {
    const own = await schoolItemsOf({}, organizer.headers);
    expect(new Set(own.Rows.map((row) => row.ThonId))).toEqual(new Set([mapleThon]));
    expect(own.Rows).toHaveLength(4);
    expect((await schoolItemsOf({ ThonId: mapleThon }, organizer.headers)).Rows).toHaveLength(4);
    expect((await schoolItems({ ThonId: birchThon }, organizer.headers)).status).toBe(404);
  });

  it('gives a super admin what they name, and asks them to name something', async () => {
    const birch = await schoolItemsOf({ ThonId: birchThon }, admin.headers);
    expect(birch.Rows.map((row) => row.OrderStatus)).toEqual(['delivered', 'on-hold']);
    const south = await schoolItemsOf({ FranchiseId: southFranchise, VendorId: vendorId }, admin.headers);
    expect(south.Rows).toHaveLength(2);
    const unnamed = await schoolItems({}, admin.headers);
    expect(unnamed.status).toBe(400);
    expect((unnamed.body as { message: string }).message).toBe(shopReportScopeRequired);
    expect((await schoolItems({ ThonId: `ev-none-${run}` }, admin.headers)).status).toBe(404);
  });

  it('refuses bad input with a clear message', async () => {
    const answer = await schoolItems({ Format: 'xlsx' }, vendorUser.headers);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('Format must be json or csv');
  });
});

// The same reports over orders made and moved through the order routes themselves (CreateCart,
// UpdateCart, SubmitOrder by purchase order; ConfirmOrder, ShipOrder, MarkOrderDelivered,
// CancelOrder), so the stock the submissions reserved and the cancel gave back shows too.
describe('the reports over orders moved through the order routes', () => {
  it('count each state, the stock reserved and given back, and the lines per school', async () => {
    const flowFranchise = `fr-flow-${run}`;
    const buyer = await signedInTestUser('franchisee-user', 'shoprep-buyer', { franchiseId: flowFranchise });
    const thonOfFlow = await shopThon({ franchiseId: flowFranchise });
    const flowVendor = await shopVendor(`Flow Prizes ${run}`, { franchiseIds: [flowFranchise] });
    const seller = await shopVendorUser(flowVendor, 'shoprep-seller');
    const shirt = await shopProduct(flowVendor, {
      name: 'Flow shirt',
      stockTracked: true,
      quantityBasis: 'per-shirt-size',
      variants: [
        { sizeCode: 'YM', stockOnHand: 20 },
        { sizeCode: 'AL', stockOnHand: 5 },
      ],
    });
    const medal = await shopProduct(flowVendor, { name: 'Flow medal', variants: [{}] });
    const [ym, al] = shirt.variantIds;
    const [medalVariant] = medal.variantIds;
    const order = (lines: { productId: string; variantId: string | undefined; quantity: number }[]) =>
      submittedOrder(api, buyer, {
        thonId: thonOfFlow.eventId,
        vendorId: flowVendor,
        lines,
        payment: 'purchase-order',
      });
    const vendorMove = (path: string, body: Record<string, unknown>) =>
      moved(api.post(`/api/shop/${path}`, body, seller.headers));

    // Partly shipped: its 8 shirts left, its 10 medals wait as confirmed.
    const partly = await order([
      { productId: shirt.productId, variantId: ym, quantity: 8 },
      { productId: medal.productId, variantId: medalVariant, quantity: 10 },
    ]);
    await vendorMove('ConfirmOrder', { OrderId: partly.OrderId });
    const shirtLine = partly.Lines.find((line) => line.ProductId === shirt.productId);
    await vendorMove('ShipOrder', {
      OrderId: partly.OrderId,
      Lines: [{ LineId: shirtLine?.LineId, Quantity: 8 }],
      Carrier: 'UPS',
      TrackingNumber: '1ZFLOW1',
    });
    // Shipped in full and delivered.
    const delivered = await order([
      { productId: shirt.productId, variantId: al, quantity: 2 },
      { productId: medal.productId, variantId: medalVariant, quantity: 5 },
    ]);
    await vendorMove('ConfirmOrder', { OrderId: delivered.OrderId });
    await vendorMove('ShipOrder', {
      OrderId: delivered.OrderId,
      Lines: delivered.Lines.map((line) => ({ LineId: line.LineId, Quantity: line.Quantity })),
      Carrier: 'UPS',
      TrackingNumber: '1ZFLOW2',
    });
    await moved(api.post('/api/shop/MarkOrderDelivered', { OrderId: delivered.OrderId }, buyer.headers));
    // Cancelled: its 4 shirts' stock given back.
    const cancelled = await order([{ productId: shirt.productId, variantId: ym, quantity: 4 }]);
    await moved(
      api.post(
        '/api/shop/CancelOrder',
        { OrderId: cancelled.OrderId, Reason: 'Ordered twice' },
        buyer.headers,
      ),
    );
    // Submitted only.
    await order([{ productId: shirt.productId, variantId: al, quantity: 1 }]);
    // A draft: counted in drafts, reserving nothing.
    const draft = await api.post(
      '/api/shop/CreateCart',
      { ThonId: thonOfFlow.eventId, VendorId: flowVendor },
      buyer.headers,
    );
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const cart = (draft.body as { Order: { OrderId: string; Version: number } }).Order;
    const filled = await api.post(
      '/api/shop/UpdateCart',
      {
        OrderId: cart.OrderId,
        Version: cart.Version,
        Lines: [{ ProductId: shirt.productId, VariantId: ym, Quantity: 3 }],
      },
      buyer.headers,
    );
    expect(filled.status, JSON.stringify(filled.body)).toBe(200);

    const status = await productStatus({}, seller.headers);
    expect(status.status, JSON.stringify(status.body)).toBe(200);
    const rows = (status.body as ProductStatusReportWire).Rows.map((row) => [
      row.ProductName,
      row.Size,
      row.InDrafts,
      row.Submitted,
      row.Confirmed,
      row.Shipped,
      row.Delivered,
      row.Cancelled,
      row.StockOnHand,
    ]);
    expect(rows).toEqual([
      ['Flow medal', '', 0, 0, 10, 0, 5, 0, null],
      // 20 less 8 shipped (reserved at submit); the cancelled 4 came back.
      ['Flow shirt', 'YM', 3, 0, 0, 8, 0, 4, 12],
      // 5 less the delivered 2 and the submitted 1.
      ['Flow shirt', 'AL', 0, 1, 0, 0, 2, 0, 2],
    ]);

    const items = await schoolItemsOf({ ThonId: thonOfFlow.eventId }, buyer.headers);
    expect(
      items.Rows.map((row) => [
        row.OrganizationName,
        row.OrderStatus,
        row.ProductName,
        row.Ordered,
        row.Shipped,
        row.Delivered,
        row.Late,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Lincoln Elementary', 'partially-shipped', 'Flow shirt', 8, 8, 0, false],
        ['Lincoln Elementary', 'partially-shipped', 'Flow medal', 10, 0, 0, false],
        ['Lincoln Elementary', 'delivered', 'Flow shirt', 2, 2, 2, false],
        ['Lincoln Elementary', 'delivered', 'Flow medal', 5, 5, 5, false],
        ['Lincoln Elementary', 'submitted', 'Flow shirt', 1, 0, 0, false],
      ]),
    );
    expect(items.Rows).toHaveLength(5);
    expect(items.Rows[0]?.ShipTo).toBe('Lincoln Elementary, 12 Elm Street, Springfield, IL 62701');
    // The other vendor of this file sees none of it.
    const other = await schoolItemsOf({ ThonId: thonOfFlow.eventId }, otherVendorUser.headers);
    expect(other.Rows).toEqual([]);
  });
});
