// /shop/cartbuilder against the fake orders and catalogue APIs: a buyer starts a cart for one of
// their Thons and a vendor, fills it from the Thon with a buffer (the rounding to pack and minimum
// shown), edits and saves it (need-by, ship-to, notes), switches between drafts, and submits by
// purchase order or by card, one Idempotency-Key per attempt kept across a retry of the same
// attempt; refusals (stock short, a declined card) are said; axe at 360 px.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { shopOrderRoutes } from '@thon/shared/api/routes/shop-orders';
import type { Product } from '@thon/shared/api/schemas/shop-catalog';
import type { Order } from '@thon/shared/api/schemas/shop-orders';
import { consoleThonApi, consoleThonFixture } from '@/testing/console-thon-handlers';
import { seriousViolations } from '@/testing/console-checks';
import { mswPath } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { servePaymentMethods } from '@/testing/pledge-page-handlers';
import { renderApp } from '@/testing/render-app';
import { makeSession, signInAs } from '@/testing/sessions';
import { productFixture, shopCatalogApi } from '@/testing/shop-catalog-handlers';
import { orderFixture, shopOrderApi } from '@/testing/shop-order-handlers';

const buyer = makeSession('franchisee-user', { UserId: 'user-frank', FirstName: 'Frank', LastName: 'Buyer' });

const shirt = productFixture({
  ProductId: 'prod-shirt',
  VendorId: 'vendor-race',
  VendorName: 'Race Ready Supply',
  Name: 'Race shirt',
  PriceCents: 800,
  PackSize: 6,
  MinimumOrder: 12,
  QuantityBasis: { Kind: 'per-shirt-size' },
  Variants: [
    { VariantId: 'var-am', Sku: 'SHIRT-AM', Size: 'AM' },
    { VariantId: 'var-al', Sku: 'SHIRT-AL', Size: 'AL' },
  ],
});
const powder = productFixture({
  ProductId: 'prod-powder',
  VendorId: 'vendor-race',
  VendorName: 'Race Ready Supply',
  Name: 'Color powder',
  PriceCents: 300,
  PackSize: 10,
  MinimumOrder: 50,
  QuantityBasis: { Kind: 'per-participant', AmountPerParticipant: 1, Unit: 'lb' },
  Variants: [{ VariantId: 'var-blue', Sku: 'POW-BLUE', Colour: 'Blue' }],
});
const banner = productFixture({
  ProductId: 'prod-banner',
  VendorId: 'vendor-race',
  VendorName: 'Race Ready Supply',
  Name: 'Finish banner',
  PriceCents: 4500,
  PackSize: 1,
  MinimumOrder: 1,
  Variants: [{ VariantId: 'var-banner', Sku: 'BANNER' }],
});
const medal = productFixture();
const products: Product[] = [shirt, powder, banner, medal];

const draft = (overrides: Partial<Order> = {}) =>
  orderFixture({ OrderId: 'cart-1', Status: 'draft', Payment: null, Lines: [], Version: 1, ...overrides });

function open(path: string, options: { orders?: Order[]; declineCard?: string; shortOf?: string } = {}) {
  const api = shopOrderApi({
    orders: options.orders ?? [],
    products,
    thons: { 'ev-maple': 'Maple Fun Run' },
    roster: { participantCount: 37, shirtSizeCounts: { AM: 20, AL: 5, YS: 2 } },
    ...(options.declineCard ? { declineCard: options.declineCard } : {}),
    ...(options.shortOf ? { shortOf: options.shortOf } : {}),
  });
  server.use(
    ...api.handlers,
    ...shopCatalogApi({ products }).handlers,
    ...consoleThonApi({ thons: [consoleThonFixture()] }).handlers,
  );
  signInAs(buyer);
  return { api, ...renderApp(path) };
}

type User = ReturnType<typeof renderApp>['user'];

async function payByPo(user: User, number: string) {
  await user.click(screen.getByRole('radio', { name: 'Purchase order' }));
  await user.type(screen.getByLabelText('PO number'), number);
  await user.click(screen.getByRole('button', { name: /^Submit order/ }));
}

async function fillCard(user: User, card = '4242 4242 4242 4242') {
  await user.type(await screen.findByLabelText('Card number'), card);
  await user.type(screen.getByLabelText(/^Expiry/), '12/39');
  await user.type(screen.getByLabelText(/^Security code/), '123');
}

describe('cart builder', () => {
  it("starts a cart for one of the buyer's Thons and a vendor of the shop, then opens it", async () => {
    const { api, user, router } = open('/shop/cartbuilder');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart builder' })).toBeInTheDocument();
    expect(screen.getByText('You have no draft carts.')).toBeInTheDocument();
    const vendors = within(screen.getByLabelText('Vendor'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(vendors).toEqual(['Choose a vendor', 'Podium Prizes', 'Race Ready Supply']);
    await user.selectOptions(screen.getByLabelText('Thon'), 'Maple Fun Run (2026-04-30)');
    await user.selectOptions(screen.getByLabelText('Vendor'), 'Race Ready Supply');
    await user.click(screen.getByRole('button', { name: 'Start a cart' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Maple Fun Run: Race Ready Supply' }),
    ).toBeInTheDocument();
    expect(api.sent.creates).toEqual([{ ThonId: 'ev-maple', VendorId: 'vendor-race' }]);
    expect(router.state.location.search).toBe('?order=order-new-1');
  });

  it('fills shirts per size and powder per participant from the Thon with the buffer, showing each rounding', async () => {
    const { api, user } = open('/shop/cartbuilder?order=cart-1', { orders: [draft()] });
    const fill = within(await screen.findByRole('form', { name: 'Fill from the Thon' }));
    // The roster-based products are chosen; the fixed one (one pack) is not, unless the buyer asks.
    expect(fill.getByRole('checkbox', { name: /Race shirt/ })).toBeChecked();
    expect(fill.getByRole('checkbox', { name: /Color powder \(1 lb per participant\)/ })).toBeChecked();
    expect(fill.getByRole('checkbox', { name: /Finish banner/ })).not.toBeChecked();
    await user.clear(fill.getByLabelText('Buffer (%)'));
    await user.type(fill.getByLabelText('Buffer (%)'), '10');
    await user.click(fill.getByRole('button', { name: 'Fill from the Thon' }));
    expect(await fill.findByText('The cart was filled from the Thon.')).toBeInTheDocument();
    expect(api.sent.fills).toEqual([
      { OrderId: 'cart-1', ProductIds: ['prod-powder', 'prod-shirt'], BufferPercent: 10 },
    ]);
    // 20 AM + 10 % = 22 → 24 (packs of 6); 5 AL + 10 % = 6 → 12 (the minimum); 37 lb + 10 % = 41 → 50.
    expect(
      within(fill.getByRole('list', { name: 'Rounded lines' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Color powder: requested 41, ordered 50 (rounded up to whole packs)',
      'Race shirt: requested 22, ordered 24 (rounded up to whole packs)',
      'Race shirt: requested 6, ordered 12 (raised to the minimum order)',
    ]);
    // The roster's YS runners have no shirt of their size: the buyer is told.
    expect(fill.getByRole('list', { name: 'Left out' })).toHaveTextContent(
      'Race shirt comes in no YS: participants of that size were left out.',
    );
    const cart = within(screen.getByRole('form', { name: 'Cart' }));
    expect(await cart.findByLabelText('Race shirt (AM)')).toHaveValue(24);
    expect(cart.getByText('Requested 22, rounded up to 24 (packs of 6).')).toBeInTheDocument();
    expect(cart.getByText('Requested 6, rounded up to 12 (minimum order 12).')).toBeInTheDocument();
    // 36 shirts × $8 + 50 lb × $3 = $438; 5 % platform fee $21.90; shipping $15.
    expect(screen.getByText('$438')).toBeInTheDocument();
    expect(screen.getByText('$21.90')).toBeInTheDocument();
  });

  it('saves edited quantities, an own need-by date, ship-to and notes at the version read', async () => {
    const { api, user } = open('/shop/cartbuilder?order=cart-1', { orders: [draft()] });
    const cart = within(await screen.findByRole('form', { name: 'Cart' }));
    expect(cart.getByLabelText('Need-by date (default)')).toHaveValue('2026-04-09');
    await user.selectOptions(cart.getByLabelText('Product to add'), 'Finish banner');
    await user.click(cart.getByRole('button', { name: 'Add to cart' }));
    await user.clear(cart.getByLabelText('Finish banner'));
    await user.type(cart.getByLabelText('Finish banner'), '2');
    await user.click(cart.getByRole('checkbox', { name: 'Choose my own date' }));
    await user.clear(cart.getByLabelText('Need-by date'));
    await user.type(cart.getByLabelText('Need-by date'), '2026-04-20');
    await user.clear(cart.getByLabelText('Street'));
    await user.type(cart.getByLabelText('Street'), '9 Gym Door');
    await user.type(cart.getByLabelText('Notes for the vendor'), 'Deliver to the gym');
    await user.click(cart.getByRole('button', { name: 'Save cart' }));
    expect(
      await screen.findByText('The cart was saved.', { selector: '.form-status span' }),
    ).toBeInTheDocument();
    expect(api.sent.updates).toEqual([
      {
        OrderId: 'cart-1',
        Version: 1,
        Lines: [{ ProductId: 'prod-banner', VariantId: 'var-banner', Quantity: 2 }],
        NeedBy: '2026-04-20',
        ShipTo: {
          Name: 'Lincoln Elementary',
          Street: '9 Gym Door',
          City: 'Dallas',
          State: 'TX',
          Zip: '75201',
        },
        Notes: 'Deliver to the gym',
      },
    ]);
  });

  it("names a bad quantity by the API's own rule before sending", async () => {
    const { api, user } = open('/shop/cartbuilder?order=cart-1', { orders: [draft()] });
    const cart = within(await screen.findByRole('form', { name: 'Cart' }));
    await user.selectOptions(cart.getByLabelText('Product to add'), 'Finish banner');
    await user.click(cart.getByRole('button', { name: 'Add to cart' }));
    await user.clear(cart.getByLabelText('Finish banner'));
    await user.type(cart.getByLabelText('Finish banner'), '0');
    await user.click(cart.getByRole('button', { name: 'Save cart' }));
    expect(await screen.findByText('Quantity must be at least 1')).toBeInTheDocument();
    expect(api.sent.updates).toEqual([]);
  });

  it('lists the drafts to switch between', async () => {
    open('/shop/cartbuilder?order=cart-1', {
      orders: [draft(), draft({ OrderId: 'cart-2', VendorName: 'Podium Prizes', VendorId: 'vendor-prizes' })],
    });
    const drafts = within(await screen.findByRole('region', { name: 'Your carts' }));
    expect(drafts.getByRole('link', { name: 'Maple Fun Run: Race Ready Supply' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(drafts.getByRole('link', { name: 'Maple Fun Run: Podium Prizes' })).toHaveAttribute(
      'href',
      '/shop/cartbuilder?order=cart-2',
    );
  });

  it('refuses to submit an empty cart before sending', async () => {
    const { api, user } = open('/shop/cartbuilder?order=cart-1', { orders: [draft({ Lines: [] })] });
    await screen.findByRole('form', { name: 'Submit' });
    await user.click(screen.getByRole('button', { name: /^Submit order/ }));
    expect(
      await screen.findByText('Add at least one product to the cart before submitting it.'),
    ).toBeInTheDocument();
    expect(api.sent.submits).toEqual([]);
  });

  it('submits a filled cart by purchase order, then shows the order', async () => {
    const { api, user } = open('/shop/cartbuilder?order=cart-1', {
      orders: [draft({ Lines: orderFixture().Lines })],
    });
    await screen.findByRole('form', { name: 'Submit' });
    await payByPo(user, 'PO-2026-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order cart-1' })).toBeInTheDocument();
    expect(screen.getByText('Purchase order PO-2026-7: unpaid')).toBeInTheDocument();
    expect(api.sent.submits).toHaveLength(1);
    expect(api.sent.submits[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.sent.submits[0]?.body).toEqual({
      OrderId: 'cart-1',
      Version: 1,
      Payment: { Method: 'purchase-order', PoNumber: 'PO-2026-7' },
    });
  });

  it('pays by card, sending the same attempt again (same key, same card) after no answer', async () => {
    const methods = servePaymentMethods();
    const { api, user } = open('/shop/cartbuilder?order=cart-1', {
      orders: [draft({ Lines: orderFixture().Lines })],
    });
    await screen.findByRole('form', { name: 'Submit' });
    // The first answer is lost (a gateway failure): the buyer tries again.
    const keys: (string | null)[] = [];
    server.use(
      http.post(mswPath(shopOrderRoutes.submitOrder), ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return keys.length === 1
          ? HttpResponse.json({ message: 'Service unavailable' }, { status: 503 })
          : undefined;
      }),
    );
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: /^Submit order/ }));
    expect(
      await screen.findByText('Service unavailable', { selector: '.form-status span' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Submit order/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order cart-1' })).toBeInTheDocument();
    // One payment method for the attempt; the retry reached the fake with the first try's key.
    expect(methods).toHaveLength(1);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(api.sent.submits).toHaveLength(1);
    expect(api.sent.submits[0]?.key).toBe(keys[0]);
    expect(api.sent.submits[0]?.body).toEqual({
      OrderId: 'cart-1',
      Version: 1,
      Payment: { Method: 'card', PaymentMethodId: 'pm_test_1' },
    });
  });

  it('says a declined card in the provider’s words, and a new attempt gets a new key', async () => {
    servePaymentMethods();
    const { api, user } = open('/shop/cartbuilder?order=cart-1', {
      orders: [draft({ Lines: orderFixture().Lines })],
      declineCard: 'Your card was declined.',
    });
    await screen.findByRole('form', { name: 'Submit' });
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: /^Submit order/ }));
    expect(
      await screen.findByText('Your card was declined.', { selector: '.form-status span' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Submit order/ }));
    await waitFor(() => expect(api.sent.submits).toHaveLength(2));
    expect(api.sent.submits[1]?.key).not.toBe(api.sent.submits[0]?.key);
  });

  it('says a product short of stock by name', async () => {
    const { user } = open('/shop/cartbuilder?order=cart-1', {
      orders: [draft({ Lines: orderFixture().Lines })],
      shortOf: 'Race shirt',
    });
    await screen.findByRole('form', { name: 'Submit' });
    await payByPo(user, 'PO-1');
    expect(
      await screen.findByText('Not enough stock of Race shirt.', { selector: '.form-status span' }),
    ).toBeInTheDocument();
  });

  it('deletes a draft after asking, then offers a new cart', async () => {
    const { api, user, router } = open('/shop/cartbuilder?order=cart-1', { orders: [draft()] });
    await user.click(await screen.findByRole('button', { name: 'Delete cart' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete the cart for Maple Fun Run?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete cart' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'New cart' })).toBeInTheDocument();
    expect(api.sent.deletes).toEqual([{ OrderId: 'cart-1' }]);
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('You have no draft carts.')).toBeInTheDocument();
  });

  it('closes the question when the cart cannot be deleted (submitted meanwhile) and shows it is an order now', async () => {
    const { api, user } = open('/shop/cartbuilder?order=cart-1', { orders: [draft()] });
    await user.click(await screen.findByRole('button', { name: 'Delete cart' }));
    const [stored] = api.orders();
    if (stored) stored.Status = 'submitted';
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Delete cart' }));
    expect(await screen.findByText(/This cart has been submitted\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the order' })).toHaveAttribute(
      'href',
      '/shop/orderdetail?id=cart-1',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent.deletes).toEqual([{ OrderId: 'cart-1' }]);
  });

  it('has no serious axe findings at 360 px', { timeout: 30_000 }, async () => {
    window.innerWidth = 360;
    open('/shop/cartbuilder?order=cart-1', { orders: [draft({ Lines: orderFixture().Lines })] });
    await screen.findByRole('form', { name: 'Submit' });
    await screen.findByLabelText('Card number');
    expect(await seriousViolations()).toEqual([]);
  });
});
