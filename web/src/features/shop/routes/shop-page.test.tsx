// /shop against the fake catalogue (testing/shop-catalog-handlers.ts): the categories as hash
// links in the spec's order, a category and a search narrowing the products, the cards' facts,
// Load more with the API's cursor, the product dialog and Add to cart (a new draft for the Thon and
// the vendor, or the one already there), a vendor's own products with stock and status, and axe at
// 360 px.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { shopOrderRoutes } from '@thon/shared/api/routes/shop-orders';
import type { CartLineRequest, Order } from '@thon/shared/api/schemas/shop-orders';
import { seriousViolations } from '@/testing/console-checks';
import { consoleThonApi, consoleThonFixture } from '@/testing/console-thon-handlers';
import { mswPath } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeSession, signInAs, testSessions } from '@/testing/sessions';
import { manyProducts, productFixture, shopCatalogApi } from '@/testing/shop-catalog-handlers';
import type { Product } from '@thon/shared/api/schemas/shop-catalog';

const franchisee = makeSession('franchisee-user', { UserId: 'user-frank', FranchiseId: 'fr-north-texas' });

const shirt = productFixture({
  ProductId: 'prod-shirt',
  VendorId: 'vendor-race',
  VendorName: 'Race Day Gear',
  Name: 'Race shirt',
  Description: 'A soft cotton shirt with the Thon logo.',
  Category: 'Race Equipment',
  Images: ['https://uploads.test/products/shirt-front.jpg', 'https://uploads.test/products/shirt-back.jpg'],
  PriceCents: 899,
  PackSize: 1,
  MinimumOrder: 12,
  LeadTimeDays: 21,
  IsPrize: false,
  StockTracked: false,
  QuantityBasis: { Kind: 'per-shirt-size' },
  Variants: [
    { VariantId: 'var-ym', Sku: 'SHIRT-YM', Size: 'YM', Colour: 'Blue' },
    { VariantId: 'var-am', Sku: 'SHIRT-AM', Size: 'AM', Colour: 'Blue' },
  ],
});
const medal = productFixture();
const flyer = productFixture({
  ProductId: 'prod-flyer',
  Name: 'Pledge flyer',
  Category: 'Marketing',
  IsPrize: false,
});

function openShop(path: string, products: Product[], session = franchisee) {
  const vendor = session.Role === 'vendor';
  const catalogue = shopCatalogApi(vendor ? { products, callerVendorId: 'vendor-prizes' } : { products });
  server.use(...catalogue.handlers);
  signInAs(session);
  return { catalogue, ...renderApp(path) };
}

/** A fake of the cart calls Add to cart makes, with a draft already there when given. */
function cartApi(draft?: { OrderId: string; ThonId: string; VendorId: string; Lines: CartLineRequest[] }) {
  const sent = { creates: [] as unknown[], updates: [] as { OrderId: string; Lines: CartLineRequest[] }[] };
  const order = (id: string, lines: CartLineRequest[]): Order => ({
    OrderId: id,
    ThonId: 'ev-maple',
    ThonName: 'Maple Fun Run',
    OrganizationId: 'org-lincoln',
    FranchiseId: 'fr-north-texas',
    VendorId: 'vendor-race',
    VendorName: 'Race Day Gear',
    Buyer: { UserId: 'user-frank', Name: 'Test franchisee-user', Email: 'frank@example.com' },
    ShipTo: { Name: 'Lincoln Elementary', Street: '1 Main St', City: 'Dallas', State: 'TX', Zip: '75001' },
    EventDay: '2026-04-30',
    NeedBy: '2026-04-09',
    NeedBySetByBuyer: false,
    Late: false,
    Notes: null,
    IsTest: false,
    Status: 'draft',
    HeldFrom: null,
    HoldNote: null,
    Lines: lines.map((line, index) => ({
      LineId: `line-${index}`,
      ProductId: line.ProductId,
      VariantId: line.VariantId ?? null,
      ProductName: line.ProductId,
      Sku: null,
      Size: null,
      Colour: null,
      UnitPriceCents: 899,
      PackSize: 1,
      MinimumQuantity: 12,
      LeadTimeDays: 21,
      Quantity: line.Quantity,
      Rounding: { RequestedQuantity: line.Quantity, ToPack: false, ToMinimum: false },
      LineTotalCents: 899 * line.Quantity,
      QuantityShipped: 0,
    })),
    Totals: { SubtotalCents: 0, ShippingCents: 0, TotalCents: 0, PlatformFeeCents: 0 },
    Payment: null,
    Shipments: [],
    Timeline: [],
    Version: 3,
    CreatedAt: '2026-03-02T12:00:00.000Z',
    SubmittedAt: null,
    UpdatedAt: '2026-03-02T12:00:00.000Z',
  });
  const summary = (draftOrder: NonNullable<typeof draft>) => {
    const { OrderId, ThonId, VendorId, Lines } = order(draftOrder.OrderId, draftOrder.Lines);
    return {
      OrderId,
      ThonId,
      ThonName: 'Maple Fun Run',
      VendorId,
      VendorName: 'Race Day Gear',
      FranchiseId: 'fr-north-texas',
      BuyerName: 'Test franchisee-user',
      Status: 'draft',
      NeedBy: '2026-04-09',
      Late: false,
      LineCount: Lines.length,
      TotalCents: null,
      PaymentState: null,
      IsTest: false,
      CreatedAt: '2026-03-02T12:00:00.000Z',
      SubmittedAt: null,
    };
  };
  server.use(
    http.get(mswPath(shopOrderRoutes.listOrders), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const found = draft && draft.ThonId === query.get('ThonId') && query.get('Status') === 'draft';
      return HttpResponse.json({
        Orders: found ? [summary(draft)] : [],
        NextCursor: null,
      });
    }),
    http.get(mswPath(shopOrderRoutes.getOrder), ({ params }) =>
      draft && params.orderId === draft.OrderId
        ? HttpResponse.json(order(draft.OrderId, draft.Lines))
        : HttpResponse.json({ message: 'Not found' }, { status: 404 }),
    ),
    http.post(mswPath(shopOrderRoutes.createCart), async ({ request }) => {
      sent.creates.push(await request.json());
      return HttpResponse.json({ Order: order('order-new', []), Notices: [], RoundedLines: [] });
    }),
    http.post(mswPath(shopOrderRoutes.updateCart), async ({ request }) => {
      const body = (await request.json()) as { OrderId: string; Lines: CartLineRequest[] };
      sent.updates.push(body);
      return HttpResponse.json({ Order: order(body.OrderId, body.Lines), Notices: [], RoundedLines: [] });
    }),
  );
  return sent;
}

const cardOf = (name: string) => {
  const card = screen.getByRole('button', { name }).closest('li');
  if (!card) throw new Error(`no card for ${name}`);
  return within(card);
};

describe('the buyers’ shop', () => {
  it('lists the categories as hash links in the spec’s order, all first, the current one marked', async () => {
    openShop('/shop#Race%20Equipment', [shirt]);
    const nav = within(await screen.findByRole('navigation', { name: 'Shop categories' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'All',
      'Prizes',
      'Marketing',
      'Race Equipment',
      'Anython - Color Games',
      'ALC',
    ]);
    expect(nav.getByRole('link', { name: 'Race Equipment' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'All' })).toHaveAttribute('href', '/shop#all');
  });

  it('shows the products of the hash’s category as cards with their facts', async () => {
    const { catalogue, user } = openShop('/shop#Prizes', [shirt, medal, flyer]);
    await screen.findByRole('button', { name: 'Finisher medal' });
    expect(screen.queryByRole('button', { name: 'Race shirt' })).not.toBeInTheDocument();
    expect(catalogue.sent.lists.at(-1)).toMatchObject({ Category: 'Prizes' });
    const card = cardOf('Finisher medal');
    for (const text of [
      'Podium Prizes',
      '$2.50',
      'Packs of 10',
      'Minimum order 50',
      'Ships in 14 days',
      'Prize',
    ])
      expect(card.getByText(text)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'All' }));
    expect(await screen.findByRole('button', { name: 'Race shirt' })).toBeInTheDocument();
    expect(catalogue.sent.lists.at(-1)).not.toHaveProperty('Category');
    expect(cardOf('Race shirt').queryByText('Prize')).not.toBeInTheDocument();
  });

  it('searches by the start of the name, keeping the category', async () => {
    const { catalogue, router, user } = openShop('/shop#all', [shirt, medal, flyer]);
    await screen.findByRole('button', { name: 'Race shirt' });
    await user.type(screen.getByRole('searchbox', { name: 'Search products by name' }), 'fin');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Race shirt' })).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Finisher medal' })).toBeInTheDocument();
    expect(catalogue.sent.lists.at(-1)).toMatchObject({ Search: 'fin' });
    expect(router.state.location.hash).toBe('#all');
    expect(router.state.location.search).toBe('?search=fin');

    // Back: the whole category again, and the box says so.
    await router.navigate(-1);
    expect(await screen.findByRole('button', { name: 'Race shirt' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products by name' })).toHaveValue('');
  });

  it("pages with the API's cursor: Load more adds the next page below", async () => {
    const { catalogue, user } = openShop('/shop', manyProducts(30));
    await screen.findByRole('button', { name: 'Product 24' });
    expect(screen.queryByRole('button', { name: 'Product 25' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'Product 30' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Product 01' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(catalogue.sent.lists.at(-1)).toHaveProperty('Cursor');
  });

  it('opens a product in a dialog on the same page: images, description, choices', async () => {
    server.use(...consoleThonApi({ thons: [consoleThonFixture()] }).handlers);
    const { router, user } = openShop('/shop#Race%20Equipment', [shirt]);
    await user.click(await screen.findByRole('button', { name: 'Race shirt' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Race shirt' }));
    expect(dialog.getAllByRole('img')).toHaveLength(2);
    expect(dialog.getByText('A soft cotton shirt with the Thon logo.')).toBeInTheDocument();
    expect(dialog.getByText('YM youth medium, Blue (SKU SHIRT-YM)')).toBeInTheDocument();
    expect(dialog.getByText('One per participant of each shirt size')).toBeInTheDocument();
    expect(router.state.location.hash).toBe('#Race%20Equipment');
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('adds quantities per choice to a new cart for the chosen Thon and links to it', async () => {
    server.use(
      ...consoleThonApi({
        thons: [consoleThonFixture(), consoleThonFixture({ EventId: 'ev-oak', Name: 'Oak Run' })],
      }).handlers,
    );
    const sent = cartApi();
    const { user } = openShop('/shop', [shirt]);
    await user.click(await screen.findByRole('button', { name: 'Race shirt' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Race shirt' }));
    await user.click(dialog.getByRole('button', { name: 'Add to cart' }));
    expect(await dialog.findByText('Choose the Thon this order is for.')).toBeInTheDocument();

    await waitFor(() => expect(dialog.getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Thon' }), 'Oak Run');
    await user.click(dialog.getByRole('button', { name: 'Add to cart' }));
    expect(await dialog.findByText('Enter a quantity for at least one choice.')).toBeInTheDocument();

    await user.type(dialog.getByRole('spinbutton', { name: 'Quantity: AM adult medium, Blue' }), '30');
    await user.click(dialog.getByRole('button', { name: 'Add to cart' }));
    expect(await dialog.findByText('Race shirt was added to the cart for Oak Run.')).toBeInTheDocument();
    expect(sent.creates).toEqual([{ ThonId: 'ev-oak', VendorId: 'vendor-race' }]);
    expect(sent.updates).toEqual([
      {
        OrderId: 'order-new',
        Version: 3,
        Lines: [{ ProductId: 'prod-shirt', VariantId: 'var-am', Quantity: 30 }],
      },
    ]);
    expect(dialog.getByRole('link', { name: 'Open the cart' })).toHaveAttribute(
      'href',
      '/shop/cartbuilder?order=order-new',
    );
  });

  it("adds to the Thon's draft with the product's vendor when there is one, keeping its lines", async () => {
    server.use(...consoleThonApi({ thons: [consoleThonFixture()] }).handlers);
    const sent = cartApi({
      OrderId: 'order-draft',
      ThonId: 'ev-maple',
      VendorId: 'vendor-race',
      Lines: [
        { ProductId: 'prod-cones', Quantity: 20 },
        { ProductId: 'prod-shirt', VariantId: 'var-ym', Quantity: 12 },
      ],
    });
    const { user } = openShop('/shop', [shirt]);
    await user.click(await screen.findByRole('button', { name: 'Race shirt' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Race shirt' }));
    // One Thon: already chosen.
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Thon' })).toHaveValue('ev-maple'));
    await user.type(dialog.getByRole('spinbutton', { name: 'Quantity: YM youth medium, Blue' }), '5');
    await user.type(dialog.getByRole('spinbutton', { name: 'Quantity: AM adult medium, Blue' }), '12');
    await user.click(dialog.getByRole('button', { name: 'Add to cart' }));
    expect(await dialog.findByRole('link', { name: 'Open the cart' })).toHaveAttribute(
      'href',
      '/shop/cartbuilder?order=order-draft',
    );
    expect(sent.creates).toEqual([]);
    expect(sent.updates[0]?.Lines).toEqual([
      { ProductId: 'prod-cones', Quantity: 20 },
      { ProductId: 'prod-shirt', VariantId: 'var-ym', Quantity: 17 },
      { ProductId: 'prod-shirt', VariantId: 'var-am', Quantity: 12 },
    ]);
  });
});

describe('Add to cart through /shop’s route action', () => {
  async function addThirty() {
    server.use(...consoleThonApi({ thons: [consoleThonFixture()] }).handlers);
    const { user } = openShop('/shop', [shirt]);
    await user.click(await screen.findByRole('button', { name: 'Race shirt' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Race shirt' }));
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Thon' })).toHaveValue('ev-maple'));
    await user.type(dialog.getByRole('spinbutton', { name: 'Quantity: AM adult medium, Blue' }), '30');
    return { dialog, user };
  }

  it('says the API’s refusal, keeps the quantities and links to no cart', async () => {
    cartApi();
    server.use(
      http.post(mswPath(shopOrderRoutes.createCart), () =>
        HttpResponse.json({ message: 'This Thon no longer takes orders.' }, { status: 409 }),
      ),
    );
    const { dialog, user } = await addThirty();
    await user.click(dialog.getByRole('button', { name: 'Add to cart' }));
    expect(await dialog.findByText('This Thon no longer takes orders.')).toBeInTheDocument();
    expect(dialog.queryByRole('link', { name: 'Open the cart' })).not.toBeInTheDocument();
    expect(dialog.getByRole('spinbutton', { name: 'Quantity: AM adult medium, Blue' })).toHaveValue(30);
  });

  it('sends one addition for a second click while the first is on its way, then clears the quantities', async () => {
    const sent = cartApi();
    const { dialog, user } = await addThirty();
    await user.dblClick(dialog.getByRole('button', { name: 'Add to cart' }));
    expect(await dialog.findByRole('link', { name: 'Open the cart' })).toHaveAttribute(
      'href',
      '/shop/cartbuilder?order=order-new',
    );
    expect(sent.creates).toHaveLength(1);
    expect(sent.updates).toHaveLength(1);
    expect(dialog.getByRole('spinbutton', { name: 'Quantity: AM adult medium, Blue' })).toHaveValue(null);
  });
});

describe("a vendor's shop", () => {
  const vendorProducts = [
    medal,
    productFixture({
      ProductId: 'prod-trophy',
      Name: 'Top runner trophy',
      Status: 'draft',
      StockTracked: false,
      Variants: [{ VariantId: 'var-t', Sku: 'TROPHY' }],
    }),
    productFixture({ ProductId: 'prod-old', Name: 'Old ribbon', Status: 'archived', Category: 'Marketing' }),
  ];

  it('lists their own products in every status with stock per choice, linked to manage', async () => {
    openShop('/shop', vendorProducts, testSessions.vendor);
    await screen.findByRole('link', { name: 'Finisher medal' });
    const table = within(screen.getByRole('region', { name: 'Your products, by status and stock' }));
    const row = (name: string) => within(table.getByRole('link', { name }).closest('tr') as HTMLElement);
    expect(table.getByRole('link', { name: 'Finisher medal' })).toHaveAttribute(
      'href',
      '/shop/manage?product=prod-medal',
    );
    expect(row('Finisher medal').getByText('Active')).toBeInTheDocument();
    expect(row('Finisher medal').getByText('Gold: 120')).toBeInTheDocument();
    expect(row('Top runner trophy').getByText('Draft')).toBeInTheDocument();
    expect(row('Top runner trophy').getByText('Made to order')).toBeInTheDocument();
    expect(row('Old ribbon').getByText('Archived')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a product' })).toHaveAttribute('href', '/shop/manage');
  });

  it('narrows to the category of the hash', async () => {
    const { catalogue } = openShop('/shop#Marketing', vendorProducts, testSessions.vendor);
    expect(await screen.findByRole('link', { name: 'Old ribbon' })).toBeInTheDocument();
    expect(catalogue.sent.lists.at(-1)).toMatchObject({ Category: 'Marketing' });
    const table = within(screen.getByRole('region', { name: 'Your products, by status and stock' }));
    expect(table.queryByRole('link', { name: 'Finisher medal' })).not.toBeInTheDocument();
  });
});

describe('axe at 360 px', { timeout: 30_000 }, () => {
  it('the buyers’ shop with a product open', async () => {
    window.innerWidth = 360;
    server.use(...consoleThonApi({ thons: [consoleThonFixture()] }).handlers);
    const { user } = openShop('/shop', [shirt, medal]);
    expect(await seriousViolations()).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Race shirt' }));
    await screen.findByRole('dialog', { name: 'Race shirt' });
    expect(await seriousViolations()).toEqual([]);
  });

  it("a vendor's products", async () => {
    window.innerWidth = 360;
    openShop('/shop', [medal], testSessions.vendor);
    await screen.findByRole('link', { name: 'Finisher medal' });
    expect(await seriousViolations()).toEqual([]);
  });
});
