// /shop/manage against the fake catalogue (testing/shop-catalog-handlers.ts): a vendor creates a
// product with every field and its choices (checked with the API's schema first), edits it,
// activates and archives it, uploads an image through the presigned pipeline and removes one,
// adjusts stock with a required reason and reads the history; a super admin names the vendor;
// another vendor's product is not found; axe at 360 px.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopCatalogRoutes } from '@thon/shared/api/routes/shop-catalog';
import type { Product, StockAdjustment } from '@thon/shared/api/schemas/shop-catalog';
import { reviewRequiredFields } from '@thon/shared/catalog/messages';
import { seriousViolations, toastTexts } from '@/testing/console-checks';
import { FakeXhr } from '@/testing/fake-xhr';
import { mswPath } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { signInAs, testSessions } from '@/testing/sessions';
import { productFixture, shopCatalogApi } from '@/testing/shop-catalog-handlers';

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

const history: StockAdjustment[] = [
  {
    AdjustmentId: 'adj-0',
    ProductId: 'prod-medal',
    VariantId: 'var-gold',
    Delta: 120,
    StockAfter: 120,
    Reason: 'First delivery',
    At: '2026-03-01T15:00:00.000Z',
    By: { UserId: 'user-victor', Name: 'Victor Nguyen' },
  },
];

function openManage(path: string, products: Product[] = [productFixture()], session = testSessions.vendor) {
  const vendor = session.Role === 'vendor' ? { callerVendorId: 'vendor-prizes' } : {};
  const catalogue = shopCatalogApi({ products, adjustments: history, ...vendor });
  server.use(...catalogue.handlers);
  signInAs(session);
  return { catalogue, ...renderApp(path) };
}

describe('a new product', () => {
  it('checks the fields with the API’s rules before sending anything', async () => {
    const { catalogue, user } = openManage('/shop/manage');
    await user.click(await screen.findByRole('button', { name: 'Create the product' }));
    expect(await screen.findByText(reviewRequiredFields)).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter the price in dollars, e.g. 2.50.')).toBeInTheDocument();
    expect(screen.getByText('Sku is required')).toBeInTheDocument();
    expect(catalogue.sent.creates).toEqual([]);
  });

  it('creates it with every field and its choices, in cents, then opens its page', async () => {
    const { catalogue, router, user } = openManage('/shop/manage');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Race shirt');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Soft cotton.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Race Equipment');
    await user.type(screen.getByRole('textbox', { name: 'Price ($)' }), '8.99');
    await user.type(screen.getByRole('textbox', { name: 'Your cost ($)' }), '4.10');
    await user.clear(screen.getByRole('textbox', { name: 'Minimum order quantity' }));
    await user.type(screen.getByRole('textbox', { name: 'Minimum order quantity' }), '12');
    await user.clear(screen.getByRole('textbox', { name: 'Lead time (days)' }));
    await user.type(screen.getByRole('textbox', { name: 'Lead time (days)' }), '21');
    await user.click(screen.getByRole('checkbox', { name: 'Track stock (otherwise made to order)' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Active');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Quantity basis' }),
      'One per participant of each shirt size',
    );
    const first = within(screen.getByRole('group', { name: 'Choice 1' }));
    await user.type(first.getByRole('textbox', { name: 'SKU' }), 'SHIRT-YM');
    await user.selectOptions(first.getByRole('combobox', { name: 'Size' }), 'YM youth medium');
    await user.type(first.getByRole('textbox', { name: 'Colour' }), 'Blue');
    await user.click(screen.getByRole('button', { name: 'Add a choice' }));
    const second = within(screen.getByRole('group', { name: 'Choice 2' }));
    await user.type(second.getByRole('textbox', { name: 'SKU' }), 'SHIRT-AM');
    await user.selectOptions(second.getByRole('combobox', { name: 'Size' }), 'AM adult medium');
    await user.click(screen.getByRole('button', { name: 'Create the product' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Race shirt' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?product=prod-new-1');
    expect(catalogue.sent.creates).toEqual([
      {
        Name: 'Race shirt',
        Description: 'Soft cotton.',
        Category: 'Race Equipment',
        PriceCents: 899,
        CostCents: 410,
        PackSize: 1,
        MinimumOrder: 12,
        LeadTimeDays: 21,
        IsPrize: false,
        StockTracked: true,
        Status: 'active',
        QuantityBasis: { Kind: 'per-shirt-size' },
        Variants: [
          { Sku: 'SHIRT-YM', Size: 'YM', Colour: 'Blue' },
          { Sku: 'SHIRT-AM', Size: 'AM' },
        ],
      },
    ]);
    await waitFor(async () => expect(await toastTexts()).toContain('The product Race shirt was created.'));
  });

  it('sends a per-participant amount and unit', async () => {
    const { catalogue, user } = openManage('/shop/manage');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Color powder');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Anython - Color Games');
    await user.type(screen.getByRole('textbox', { name: 'Price ($)' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Your cost ($)' }), '1.5');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Quantity basis' }),
      'An amount per participant',
    );
    await user.type(screen.getByRole('textbox', { name: 'Amount per participant' }), '1');
    await user.type(screen.getByRole('textbox', { name: 'Unit (e.g. lb)' }), 'lb');
    await user.type(screen.getByRole('textbox', { name: 'SKU' }), 'POWDER');
    await user.click(screen.getByRole('button', { name: 'Create the product' }));
    await screen.findByRole('heading', { level: 1, name: 'Color powder' });
    expect(catalogue.sent.creates[0]).toMatchObject({
      PriceCents: 300,
      CostCents: 150,
      QuantityBasis: { Kind: 'per-participant', AmountPerParticipant: 1, Unit: 'lb' },
    });
  });

  it("lists the vendor's products, linked to their pages, above the new product's form", async () => {
    openManage('/shop/manage', [
      productFixture(),
      productFixture({ ProductId: 'prod-2', Name: 'Ribbon', Status: 'draft' }),
    ]);
    expect(await screen.findByRole('link', { name: 'Ribbon' })).toHaveAttribute(
      'href',
      '/shop/manage?product=prod-2',
    );
    expect(screen.getByRole('link', { name: 'Finisher medal' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Add a product' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Shop categories' })).not.toBeInTheDocument();
  });

  it('asks a super admin to name the vendor', async () => {
    openManage('/shop/manage', [], testSessions.superAdmin);
    expect(await screen.findByRole('link', { name: 'Vendors' })).toHaveAttribute('href', '/admin/vendors');
    expect(screen.queryByRole('button', { name: 'Create the product' })).not.toBeInTheDocument();
  });

  it('sends the vendor a super admin named with ?vendor=', async () => {
    const { catalogue, user } = openManage(
      '/shop/manage?vendor=vendor-race',
      [productFixture({ ProductId: 'prod-cart', VendorId: 'vendor-race', Name: 'Timing mat' })],
      testSessions.superAdmin,
    );
    expect(await screen.findByRole('link', { name: 'Timing mat' })).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Cones');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Race Equipment');
    await user.type(screen.getByRole('textbox', { name: 'Price ($)' }), '20');
    await user.type(screen.getByRole('textbox', { name: 'Your cost ($)' }), '9');
    await user.type(screen.getByRole('textbox', { name: 'SKU' }), 'CONE');
    await user.click(screen.getByRole('button', { name: 'Create the product' }));
    await screen.findByRole('heading', { level: 1, name: 'Cones' });
    expect(catalogue.sent.creates[0]).toMatchObject({ VendorId: 'vendor-race', Status: 'draft' });
  });
});

describe("a product's page", () => {
  it('edits it at the Version read, keeping each choice’s id', async () => {
    const { catalogue, user } = openManage('/shop/manage?product=prod-medal');
    const price = await screen.findByRole('textbox', { name: 'Price ($)' });
    expect(price).toHaveValue('2.50');
    await user.clear(price);
    await user.type(price, '2.75');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The product Finisher medal was saved.')).toBeInTheDocument();
    expect(catalogue.sent.updates).toEqual([
      expect.objectContaining({
        ProductId: 'prod-medal',
        Version: 1,
        PriceCents: 275,
        Variants: [{ VariantId: 'var-gold', Sku: 'MED-GOLD', Colour: 'Gold' }],
      }),
    ]);
  });

  it('archives an active product and activates it again', async () => {
    const { catalogue, user } = openManage('/shop/manage?product=prod-medal');
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(
      await screen.findByText('Finisher medal is archived: buyers no longer see it.'),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    expect(
      await screen.findByText('Finisher medal is active: buyers see it in the shop.'),
    ).toBeInTheDocument();
    expect(catalogue.sent.updates).toEqual([
      { ProductId: 'prod-medal', Version: 1, Status: 'archived' },
      { ProductId: 'prod-medal', Version: 2, Status: 'active' },
    ]);
  });

  it('uploads an image through the presigned POST, then shows it', async () => {
    const { catalogue, user } = openManage('/shop/manage?product=prod-medal');
    const input = await screen.findByLabelText('Add an image');
    await user.upload(input, new File([new Uint8Array(2048)], 'medal.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0] as FakeXhr;
    expect(xhr.url).toBe('https://uploads.test/');
    expect(xhr.partNames()).toEqual(['key', 'file']);
    xhr.respond();
    expect(await screen.findByRole('img', { name: 'Finisher medal, picture 2' })).toBeInTheDocument();
    expect(catalogue.sent.uploads).toEqual([
      { ProductId: 'prod-medal', FileName: 'medal.png', ContentType: 'image/png', Size: 2048 },
    ]);
    expect(catalogue.sent.confirms).toEqual([{ ProductId: 'prod-medal', UploadId: 'upload-1' }]);
  });

  it('refuses a file that is not an image before uploading anything', async () => {
    const { catalogue, user } = openManage('/shop/manage?product=prod-medal');
    const input = await screen.findByLabelText('Add an image');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(catalogue.sent.uploads).toEqual([]);
    expect(FakeXhr.sent).toEqual([]);
  });

  it('removes an image', async () => {
    const { catalogue, user } = openManage('/shop/manage?product=prod-medal');
    await user.click(await screen.findByRole('button', { name: 'Remove picture 1' }));
    expect(await screen.findByText('The image was removed.')).toBeInTheDocument();
    expect(catalogue.sent.updates).toEqual([{ ProductId: 'prod-medal', Version: 1, Images: [] }]);
    expect(screen.queryByRole('img', { name: 'Finisher medal, picture 1' })).not.toBeInTheDocument();
  });

  it('moves an image earlier, the first being the one the card shows', async () => {
    const { catalogue, user } = openManage('/shop/manage?product=prod-medal', [
      productFixture({ Images: ['https://uploads.test/a.jpg', 'https://uploads.test/b.jpg'] }),
    ]);
    expect(screen.queryByRole('button', { name: 'Move picture 1 earlier' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Move picture 2 earlier' }));
    expect(await screen.findByText('The images were put in the new order.')).toBeInTheDocument();
    expect(catalogue.sent.updates).toEqual([
      {
        ProductId: 'prod-medal',
        Version: 1,
        Images: ['https://uploads.test/b.jpg', 'https://uploads.test/a.jpg'],
      },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Finisher medal, picture 1' })).toHaveAttribute(
        'src',
        'https://uploads.test/b.jpg',
      ),
    );
  });

  it('adjusts stock with a required reason and shows it in the history', async () => {
    const { catalogue, user } = openManage('/shop/manage?product=prod-medal');
    expect(await screen.findByText('Gold (SKU MED-GOLD): 120 on hand')).toBeInTheDocument();
    const historyTable = within(await screen.findByRole('region', { name: 'Stock history' }));
    expect(historyTable.getByText('First delivery')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Change' }), '10');
    await user.click(screen.getByRole('button', { name: 'Adjust stock' }));
    expect(await screen.findByText('Reason is required')).toBeInTheDocument();
    expect(catalogue.sent.adjustments).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Second delivery');
    await user.click(screen.getByRole('button', { name: 'Adjust stock' }));
    expect(await screen.findByText('Stock of Gold is now 130.')).toBeInTheDocument();
    expect(await screen.findByText('Gold (SKU MED-GOLD): 130 on hand')).toBeInTheDocument();
    expect(catalogue.sent.adjustments).toEqual([
      { ProductId: 'prod-medal', VariantId: 'var-gold', Delta: 10, Reason: 'Second delivery' },
    ]);
    expect(
      await within(screen.getByRole('region', { name: 'Stock history' })).findByText('Second delivery'),
    ).toBeInTheDocument();
  });

  it('shows more of the history a page at a time through the page’s loader; an adjustment starts it again', async () => {
    const deliveries: StockAdjustment[] = [3, 2, 1].map((number) => ({
      AdjustmentId: `adj-${number}`,
      ProductId: 'prod-medal',
      VariantId: 'var-gold',
      Delta: 40,
      StockAfter: 40 * number,
      Reason: `Delivery ${number}`,
      At: `2026-03-0${number}T15:00:00.000Z`,
      By: { UserId: 'user-victor', Name: 'Victor Nguyen' },
    }));
    const catalogue = shopCatalogApi({
      products: [productFixture()],
      adjustments: deliveries,
      historyPageSize: 2,
      callerVendorId: 'vendor-prizes',
    });
    server.use(...catalogue.handlers);
    signInAs(testSessions.vendor);
    const { user } = renderApp('/shop/manage?product=prod-medal');
    const reasons = () =>
      within(screen.getByRole('region', { name: 'Stock history' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.lastElementChild?.previousElementSibling?.textContent);
    await waitFor(() => expect(reasons()).toEqual(['Delivery 3', 'Delivery 2']));

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(reasons()).toEqual(['Delivery 3', 'Delivery 2', 'Delivery 1']));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(catalogue.sent.historyReads.at(-1)).toEqual({ ProductId: 'prod-medal', Cursor: btoa('2') });

    // The adjustment reloads the page's data: the history starts again from the newest, once each.
    await user.type(screen.getByRole('textbox', { name: 'Change' }), '5');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Recount');
    await user.click(screen.getByRole('button', { name: 'Adjust stock' }));
    await waitFor(() => expect(reasons()).toEqual(['Recount', 'Delivery 3']));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(reasons()).toEqual(['Recount', 'Delivery 3', 'Delivery 2', 'Delivery 1']));
  });

  it('says a refused later page of the history beside the rows already shown', async () => {
    const catalogue = shopCatalogApi({
      products: [productFixture()],
      adjustments: [
        ...history,
        { ...(history[0] as StockAdjustment), AdjustmentId: 'adj-x', Reason: 'Recount' },
      ],
      historyPageSize: 1,
      callerVendorId: 'vendor-prizes',
    });
    server.use(...catalogue.handlers);
    // Later than the fake's handlers, so it answers first.
    server.use(
      http.get(mswPath(shopCatalogRoutes.listStockAdjustments), ({ request }) =>
        new URL(request.url).searchParams.has('Cursor')
          ? HttpResponse.json({ message: 'That page of the history has expired.' }, { status: 400 })
          : undefined,
      ),
    );
    signInAs(testSessions.vendor);
    const { user } = renderApp('/shop/manage?product=prod-medal');
    const table = within(await screen.findByRole('region', { name: 'Stock history' }));
    expect(await table.findByText('First delivery')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('That page of the history has expired.')).toBeInTheDocument();
    expect(table.getByText('First delivery')).toBeInTheDocument();
  });

  it('says an unknown product (or another vendor’s) could not be shown', async () => {
    openManage('/shop/manage?product=prod-elsewhere');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' }),
    ).toBeInTheDocument();
  });
});

describe('axe at 360 px', { timeout: 30_000 }, () => {
  it.each([
    ['the products and a new one', '/shop/manage', 'Manage products'],
    ['a product', '/shop/manage?product=prod-medal', 'Finisher medal'],
  ])('%s', async (_, path, heading) => {
    window.innerWidth = 360;
    openManage(path);
    await screen.findByRole('heading', { level: 1, name: heading });
    await screen.findAllByRole('button');
    expect(await seriousViolations()).toEqual([]);
  });
});
