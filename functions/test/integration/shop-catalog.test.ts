// The shop's catalogue over HTTP against the emulator: a vendor user creates and edits their
// products (validation messages, the Version condition, variants keeping their stock), buyers see
// active products only and never the vendor's cost, another vendor's product answers 404 like an
// unknown id, stock adjustments never take stock below 0 (also when many race), and the buyers'
// lists page by category and name prefix.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductList, StockAdjustmentList } from '@thon/shared/api/schemas/shop-catalog';
import { notFound } from '@thon/shared/catalog/messages';
import {
  shopCategoryNotCurrent,
  shopCursorNotValid,
  shopImagesNotCurrent,
  shopProductChanged,
  shopSizeNotCurrent,
  shopSkusNotUnique,
  shopStockNotTracked,
  shopStockTooLow,
  shopVariantUnknown,
  shopVendorRequired,
} from '@thon/shared/catalog/shop-messages';
import { apiClient } from './api-client';
import { useStackEnvironment } from './stack-environment';
import { createShopVendor, shopVendorUser, type ShopCaller } from './test-shop-vendors';
import { signedInTestUser, type SignedInTestUser } from './test-users';

const { apiUrl } = useStackEnvironment();
const api = apiClient(apiUrl);
const run = randomUUID().slice(0, 8);

let vendor: ShopCaller;
let otherVendor: ShopCaller;
let admin: SignedInTestUser;
let organizer: SignedInTestUser;
let franchisee: SignedInTestUser;
let parent: SignedInTestUser;
const vendorId = `vendor-cat-${run}`;
const otherVendorId = `vendor-cat-other-${run}`;

beforeAll(async () => {
  await Promise.all([
    createShopVendor(vendorId, `Prize Co ${run}`),
    createShopVendor(otherVendorId, 'Other Co'),
  ]);
  [vendor, otherVendor, admin, organizer, franchisee, parent] = await Promise.all([
    shopVendorUser(vendorId, 'catv'),
    shopVendorUser(otherVendorId, 'catw'),
    signedInTestUser('super-admin', 'catadm'),
    signedInTestUser('organizer', 'catorg'),
    signedInTestUser('franchisee-user', 'catfr'),
    signedInTestUser('parent', 'catpar'),
  ]);
});

/** A product body as the manage page sends it; its name carries this run's id (names are searched). */
function productBody(overrides: Record<string, unknown> = {}) {
  return {
    Name: `Glow stick ${run}`,
    Description: 'Lights the last lap.',
    Category: 'Race Equipment',
    PriceCents: 150,
    CostCents: 90,
    PackSize: 10,
    MinimumOrder: 20,
    LeadTimeDays: 14,
    IsPrize: false,
    StockTracked: true,
    QuantityBasis: { Kind: 'per-participant', AmountPerParticipant: 2, Unit: 'each' },
    Variants: [
      { Sku: `GLOW-G-${run}`, Colour: 'Green' },
      { Sku: `GLOW-P-${run}`, Colour: 'Pink' },
    ],
    ...overrides,
  };
}

async function create(
  overrides: Record<string, unknown> = {},
  by: { headers: Record<string, string> } = vendor,
) {
  const answer = await api.post('/api/shop/CreateProduct', productBody(overrides), by.headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Product;
}

async function update(body: Record<string, unknown>, by: { headers: Record<string, string> } = vendor) {
  return api.post('/api/shop/UpdateProduct', body, by.headers);
}

async function list(query: string, by: { headers: Record<string, string> }) {
  return api.get(`/api/shop/ListProducts?${query}`, by.headers);
}

describe('CreateProduct, GetProduct and who sees what', () => {
  it("creates a draft for the vendor user's own vendor: tracked variants start at 0, the vendor sees the cost", async () => {
    const product = await create();
    expect(product).toMatchObject({
      VendorId: vendorId,
      VendorName: `Prize Co ${run}`,
      Category: 'Race Equipment',
      Status: 'draft',
      PriceCents: 150,
      CostCents: 90,
      Version: 1,
      Images: [],
      QuantityBasis: { Kind: 'per-participant', AmountPerParticipant: 2, Unit: 'each' },
    });
    expect(product.Variants.map((variant) => variant.StockOnHand)).toEqual([0, 0]);
    expect((await api.get(`/api/shop/GetProduct/${product.ProductId}`, vendor.headers)).body).toEqual(
      product,
    );
  });

  it('hides a draft from buyers, and any product from another vendor, exactly like an unknown id', async () => {
    const product = await create();
    const unknown = await api.get(`/api/shop/GetProduct/${randomUUID()}`, organizer.headers);
    expect(unknown).toMatchObject({ status: 404, body: { message: notFound } });
    for (const caller of [organizer, franchisee, otherVendor])
      expect(await api.get(`/api/shop/GetProduct/${product.ProductId}`, caller.headers)).toEqual(unknown);
    const edit = await update({ ProductId: product.ProductId, Version: 1, PriceCents: 1 }, otherVendor);
    expect(edit).toMatchObject({ status: 404, body: { message: notFound } });
    expect((await api.get(`/api/shop/GetProduct/${product.ProductId}`, admin.headers)).status).toBe(200);
  });

  it('a super admin names the vendor; a vendor user naming another vendor reaches nothing', async () => {
    const refused = await api.post('/api/shop/CreateProduct', productBody(), admin.headers);
    expect(refused).toMatchObject({ status: 400, body: { message: shopVendorRequired } });
    const made = await create({ VendorId: otherVendorId }, admin);
    expect(made.VendorId).toBe(otherVendorId);
    const foreign = await api.post(
      '/api/shop/CreateProduct',
      productBody({ VendorId: otherVendorId }),
      vendor.headers,
    );
    expect(foreign).toMatchObject({ status: 404, body: { message: notFound } });
  });

  it('refuses bad input with clear messages and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ PriceCents: -1 }, 'PriceCents must be at least 0'],
      [{ PriceCents: 1.5 }, 'PriceCents must be a whole number'],
      [{ PackSize: 0 }, 'PackSize must be at least 1'],
      [{ MinimumOrder: 0 }, 'MinimumOrder must be at least 1'],
      [{ LeadTimeDays: 366 }, 'LeadTimeDays must be at most 365'],
      [{ Name: '' }, 'Name is required'],
      [{ Name: 'x'.repeat(121) }, 'Name must be at most 120 characters'],
      [{ Description: 'x'.repeat(2001) }, 'Description must be at most 2000 characters'],
      [
        { Variants: Array.from({ length: 51 }, (_, index) => ({ Sku: `S${index}` })) },
        'A product has at most 50 variants',
      ],
      [{ Variants: [{ Sku: 'TEE-1' }, { Sku: 'tee-1' }] }, shopSkusNotUnique('tee-1')],
      [{ Category: 'Toys' }, shopCategoryNotCurrent('Toys')],
      [{ Variants: [{ Sku: 'TEE-XXS', Size: 'XXS' }] }, shopSizeNotCurrent('XXS')],
    ];
    for (const [overrides, message] of cases) {
      const answer = await api.post('/api/shop/CreateProduct', productBody(overrides), vendor.headers);
      expect(answer, JSON.stringify(overrides).slice(0, 80)).toMatchObject({
        status: 400,
        body: { message },
      });
    }
    const page = (await list('Status=draft&PageSize=100', vendor)).body as ProductList;
    expect(page.Products.some((product) => product.Category === 'Toys')).toBe(false);
  });

  it('keeps sizes and categories as the lists spell them', async () => {
    const product = await create({
      Category: 'race equipment',
      QuantityBasis: { Kind: 'per-shirt-size' },
      Variants: [
        { Sku: `TEE-YS-${run}`, Size: 'ys' },
        { Sku: `TEE-AL-${run}`, Size: 'AL' },
      ],
    });
    expect(product.Category).toBe('Race Equipment');
    expect(product.Variants.map((variant) => variant.Size)).toEqual(['YS', 'AL']);
  });

  it('refuses the catalogue to roles that neither buy nor sell', async () => {
    expect((await list('', parent)).status).toBe(403);
  });
});

describe('UpdateProduct', () => {
  it('answers 409 for a Version someone changed since, and keeps every variant stock through an edit', async () => {
    const product = await create();
    const [green, pink] = product.Variants;
    const stocked = await api.post(
      '/api/shop/AdjustStock',
      { ProductId: product.ProductId, VariantId: green?.VariantId, Delta: 40, Reason: 'Received' },
      vendor.headers,
    );
    expect(stocked.status).toBe(200);
    // Stock moves are not edits: the Version the editor read still holds.
    const edited = await update({
      ProductId: product.ProductId,
      Version: 1,
      Name: `Glow stick XL ${run}`,
      Variants: [
        { VariantId: pink?.VariantId, Sku: `GLOW-P-${run}`, Colour: 'Pink' },
        { VariantId: green?.VariantId, Sku: `GLOW-G2-${run}`, Colour: 'Green' },
        { Sku: `GLOW-B-${run}`, Colour: 'Blue' },
      ],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = edited.body as Product;
    expect(after.Version).toBe(2);
    expect(after.Variants.map((variant) => [variant.Sku, variant.StockOnHand])).toEqual([
      [`GLOW-P-${run}`, 0],
      [`GLOW-G2-${run}`, 40],
      [`GLOW-B-${run}`, 0],
    ]);
    const stale = await update({ ProductId: product.ProductId, Version: 1, PriceCents: 99 });
    expect(stale).toMatchObject({ status: 409, body: { message: shopProductChanged } });
    const invented = await update({
      ProductId: product.ProductId,
      Version: 2,
      Variants: [{ VariantId: randomUUID(), Sku: 'NEW' }],
    });
    expect(invented).toMatchObject({ status: 400, body: { message: shopVariantUnknown } });
    expect(
      ((await api.get(`/api/shop/GetProduct/${product.ProductId}`, vendor.headers)).body as Product).Version,
    ).toBe(2);
  });

  it('moves draft → active → archived: buyers list it only while active, without the cost', async () => {
    const product = await create({ Name: `Zebra whistle ${run}`, Category: 'Prizes' });
    const activated = await update({ ProductId: product.ProductId, Version: 1, Status: 'active' });
    expect(activated.status).toBe(200);
    const seen = await api.get(`/api/shop/GetProduct/${product.ProductId}`, organizer.headers);
    expect(seen.status).toBe(200);
    expect(seen.body).not.toHaveProperty('CostCents');
    const search = `Search=${encodeURIComponent(`ZEBRA WHISTLE ${run}`)}`;
    for (const query of [`Category=Prizes&${search}`, search]) {
      const page = (await list(query, franchisee)).body as ProductList;
      expect(page.Products.map((found) => found.ProductId)).toEqual([product.ProductId]);
      expect(page.Products[0]).not.toHaveProperty('CostCents');
    }
    expect(((await list(`Category=Marketing&${search}`, franchisee)).body as ProductList).Products).toEqual(
      [],
    );
    // The other vendor's own list never holds it.
    const theirs = (await list(`${search}`, otherVendor)).body as ProductList;
    expect(theirs.Products).toEqual([]);

    const archived = await update({ ProductId: product.ProductId, Version: 2, Status: 'archived' });
    expect(archived.status).toBe(200);
    expect(((await list(search, franchisee)).body as ProductList).Products).toEqual([]);
    expect((await api.get(`/api/shop/GetProduct/${product.ProductId}`, organizer.headers)).status).toBe(404);
    const own = (await list(`Status=archived&${search}`, vendor)).body as ProductList;
    expect(own.Products.map((found) => [found.ProductId, found.Status])).toEqual([
      [product.ProductId, 'archived'],
    ]);
    const asAdmin = (await list(`VendorId=${vendorId}&Status=archived&${search}`, admin)).body as ProductList;
    expect(asAdmin.Products.map((found) => found.ProductId)).toEqual([product.ProductId]);
  });

  it('pages a category by name with a cursor, and refuses a cursor of another list', async () => {
    const prefix = `Paged ${run}`;
    for (const letter of ['C', 'A', 'B']) {
      const made = await create({ Name: `${prefix} ${letter}`, Category: 'Marketing' });
      expect((await update({ ProductId: made.ProductId, Version: 1, Status: 'active' })).status).toBe(200);
    }
    const search = `Search=${encodeURIComponent(prefix)}`;
    const first = (await list(`Category=Marketing&${search}&PageSize=2`, organizer)).body as ProductList;
    expect(first.Products.map((product) => product.Name)).toEqual([`${prefix} A`, `${prefix} B`]);
    expect(first.NextCursor).toBeDefined();
    const second = (
      await list(`Category=Marketing&${search}&PageSize=2&Cursor=${first.NextCursor ?? ''}`, organizer)
    ).body as ProductList;
    expect(second.Products.map((product) => product.Name)).toEqual([`${prefix} C`]);
    const foreign = await list(`Category=Prizes&Cursor=${first.NextCursor ?? ''}`, organizer);
    expect(foreign).toMatchObject({ status: 400, body: { message: shopCursorNotValid } });
  });

  it('reorders and removes images only among the current ones', async () => {
    const product = await create();
    const foreign = await update({
      ProductId: product.ProductId,
      Version: 1,
      Images: ['https://evil.example/x.png'],
    });
    expect(foreign).toMatchObject({ status: 400, body: { message: shopImagesNotCurrent } });
  });
});

describe('AdjustStock and ListStockAdjustments', () => {
  it('refuses an untracked product and a move below 0, naming the product', async () => {
    const untracked = await create({ StockTracked: false, Name: `Banner ${run}` });
    expect(untracked.Variants[0]).not.toHaveProperty('StockOnHand');
    const refused = await api.post(
      '/api/shop/AdjustStock',
      {
        ProductId: untracked.ProductId,
        VariantId: untracked.Variants[0]?.VariantId,
        Delta: 5,
        Reason: 'Count',
      },
      vendor.headers,
    );
    expect(refused).toMatchObject({ status: 409, body: { message: shopStockNotTracked(`Banner ${run}`) } });

    const product = await create();
    const variantId = product.Variants[0]?.VariantId;
    const short = await api.post(
      '/api/shop/AdjustStock',
      { ProductId: product.ProductId, VariantId: variantId, Delta: -1, Reason: 'Broken' },
      vendor.headers,
    );
    expect(short).toMatchObject({ status: 409, body: { message: shopStockTooLow(product.Name, 0) } });
    const zero = await api.post(
      '/api/shop/AdjustStock',
      { ProductId: product.ProductId, VariantId: variantId, Delta: 0, Reason: 'Nothing' },
      vendor.headers,
    );
    expect(zero).toMatchObject({ status: 400, body: { message: 'Delta must not be 0' } });
    const noReason = await api.post(
      '/api/shop/AdjustStock',
      { ProductId: product.ProductId, VariantId: variantId, Delta: 2 },
      vendor.headers,
    );
    expect(noReason).toMatchObject({ status: 400, body: { message: 'Reason is required' } });
    const theirs = await api.post(
      '/api/shop/AdjustStock',
      { ProductId: product.ProductId, VariantId: variantId, Delta: 2, Reason: 'Mine now' },
      otherVendor.headers,
    );
    expect(theirs).toMatchObject({ status: 404, body: { message: notFound } });
  });

  it('never goes below 0 when many take stock at once, and records each move with the stock after it', async () => {
    const product = await create();
    const variantId = product.Variants[1]?.VariantId;
    const adjust = (Delta: number, Reason: string) =>
      api.post(
        '/api/shop/AdjustStock',
        { ProductId: product.ProductId, VariantId: variantId, Delta, Reason },
        vendor.headers,
      );
    expect((await adjust(5, 'Received')).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => adjust(-1, `Prize ${index}`)));
    const taken = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(taken).toHaveLength(5);
    for (const answer of refused)
      expect(answer).toMatchObject({ status: 409, body: { message: shopStockTooLow(product.Name, 0) } });

    const read = (await api.get(`/api/shop/GetProduct/${product.ProductId}`, vendor.headers)).body as Product;
    expect(read.Variants[1]?.StockOnHand).toBe(0);
    const moves = (
      await api.get(
        `/api/shop/ListStockAdjustments?ProductId=${product.ProductId}&PageSize=4`,
        vendor.headers,
      )
    ).body as StockAdjustmentList;
    expect(moves.Adjustments).toHaveLength(4);
    expect(moves.Adjustments[0]).toMatchObject({
      Delta: -1,
      VariantId: variantId,
      By: { UserId: vendor.userId },
    });
    const rest = (
      await api.get(
        `/api/shop/ListStockAdjustments?ProductId=${product.ProductId}&PageSize=4&Cursor=${moves.NextCursor ?? ''}`,
        vendor.headers,
      )
    ).body as StockAdjustmentList;
    const all = [...moves.Adjustments, ...rest.Adjustments];
    // Each move saw the stock the one before left: the stock after them is 5, 4, ... 0, once each.
    expect(all.map((move) => move.StockAfter).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(all.map((move) => move.At)).toEqual(
      all
        .map((move) => move.At)
        .sort()
        .reverse(),
    );
    expect(all.at(-1)).toMatchObject({ Delta: 5, StockAfter: 5, Reason: 'Received' });
    const foreign = await api.get(
      `/api/shop/ListStockAdjustments?ProductId=${product.ProductId}`,
      otherVendor.headers,
    );
    expect(foreign).toMatchObject({ status: 404, body: { message: notFound } });
  });
});
