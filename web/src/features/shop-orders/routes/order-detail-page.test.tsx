// /shop/orderdetail against the fake orders API (testing/shop-order-handlers.ts): what an order
// shows (lines, totals with the platform fee, payment, ship-to, need-by, shipments, timeline), the
// moves by role and state (the vendor confirms, ships, holds, marks paid and delivered; the buyer
// confirms delivery and cancels), a refusal's message, 404 as the not-found page, axe at 360 px.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@thon/shared/api/schemas/shop-orders';
import { seriousViolations } from '@/testing/console-checks';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeSession, signInAs, testSessions } from '@/testing/sessions';
import { orderFixture, orderLineFixture, shopOrderApi } from '@/testing/shop-order-handlers';
import type { OrderActor } from '@thon/shared/shop/order-states';

const buyer = makeSession('franchisee-user', { UserId: 'user-frank', FirstName: 'Frank', LastName: 'Buyer' });

function open(order: Order, actor: OrderActor) {
  const api = shopOrderApi({ orders: [order], actor });
  server.use(...api.handlers);
  signInAs(actor === 'vendor' ? testSessions.vendor : buyer);
  return { api, ...renderApp(`/shop/orderdetail?id=${order.OrderId}`) };
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('order detail page', () => {
  it('shows the lines, totals with the platform fee stated, payment, ship-to, need-by, shipments and timeline', async () => {
    open(
      orderFixture({
        Status: 'partially-shipped',
        Late: true,
        Lines: [
          orderLineFixture(),
          orderLineFixture({
            LineId: 'line-2',
            ProductName: 'Finisher medal',
            Size: null,
            Colour: 'Gold',
            Sku: 'MED',
            UnitPriceCents: 250,
            Quantity: 60,
            LineTotalCents: 15000,
            QuantityShipped: 60,
          }),
        ],
        Shipments: [
          {
            ShipmentId: 'ship-1',
            Carrier: 'UPS',
            TrackingNumber: '1Z999',
            Lines: [{ LineId: 'line-2', Quantity: 60 }],
            ShippedAt: '2026-04-01T10:00:00.000Z',
            ShippedBy: { UserId: 'user-victor', Name: 'Victor Nguyen' },
            DeliveredAt: null,
            DeliveredBy: null,
          },
        ],
      }),
      'buyer',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Order order-1' })).toBeInTheDocument();
    const lines = within(screen.getByRole('table', { name: 'Order lines' }));
    expect(lines.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Race shirt (AM, Blue)',
      'Finisher medal (Gold)',
    ]);
    expect(lines.getByText('SHIRT-AM')).toBeInTheDocument();
    expect(lines.getByText('$192')).toBeInTheDocument();
    expect(lines.getByText('$150')).toBeInTheDocument();
    // Subtotal $342, shipping $15, total $357, platform fee 5 % of $342 = $17.10.
    expect(screen.getByText('$342')).toBeInTheDocument();
    expect(screen.getByText('$357')).toBeInTheDocument();
    expect(screen.getByText(/Platform fee \(5% of the subtotal/)).toBeInTheDocument();
    expect(screen.getByText('$17.10')).toBeInTheDocument();
    expect(screen.getByText('Card: paid')).toBeInTheDocument();
    expect(screen.getByText('Late')).toBeInTheDocument();
    expect(screen.getByText('Maple Fun Run (event day 2026-04-30)')).toBeInTheDocument();
    expect(screen.getByText('Race Ready Supply')).toBeInTheDocument();
    expect(screen.getByText(/1 School Rd/)).toBeInTheDocument();
    expect(
      section('Shipments')
        .getByText(/tracking number 1Z999/)
        .closest('p'),
    ).toHaveTextContent(/^UPS, tracking number 1Z999: shipped .+ by Victor Nguyen$/);
    expect(section('Shipments').getByText('Finisher medal: 60')).toBeInTheDocument();
    expect(
      section('Timeline')
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/Cart created by Frank Buyer$/),
      expect.stringMatching(/Submitted by Frank Buyer$/),
    ]);
    // Nothing shipped can be cancelled and the goods are still on their way: no buyer move now.
    expect(screen.queryByRole('region', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('lets the vendor confirm a submitted order, then ship part of it with a carrier and tracking number', async () => {
    const { api, user } = open(
      orderFixture({
        Lines: [
          orderLineFixture(),
          orderLineFixture({ LineId: 'line-2', ProductName: 'Finisher medal', Size: null, Quantity: 60 }),
        ],
      }),
      'vendor',
    );
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('The order was confirmed.', { selector: '.form-status span' }),
    ).toBeInTheDocument();
    expect(api.sent.moves[0]).toEqual({ move: 'confirm', body: { OrderId: 'order-1', Version: 3 } });

    // The page reloaded the order: now it may ship (24 shirts and 60 medals remain).
    const shirts = await screen.findByLabelText('Race shirt (AM): 24 to ship');
    await user.clear(screen.getByLabelText('Finisher medal: 60 to ship'));
    await user.type(screen.getByLabelText('Finisher medal: 60 to ship'), '0');
    await user.clear(shirts);
    await user.type(shirts, '10');
    await user.type(screen.getByLabelText('Carrier'), 'UPS');
    await user.type(screen.getByLabelText('Tracking number'), '1Z42');
    await user.click(screen.getByRole('button', { name: 'Ship' }));
    expect(
      await screen.findByText('The shipment was recorded.', { selector: '.form-status span' }),
    ).toBeInTheDocument();
    expect(api.sent.moves[1]).toEqual({
      move: 'ship',
      body: {
        OrderId: 'order-1',
        Version: 4,
        Carrier: 'UPS',
        TrackingNumber: '1Z42',
        Lines: [{ LineId: 'line-1', Quantity: 10 }],
      },
    });
    await waitFor(() => expect(screen.getByText('Partially shipped')).toBeInTheDocument());
    expect(section('Shipments').getByText(/1Z42/)).toBeInTheDocument();
  });

  it("refuses to ship more than remains before sending, in the API's own words", async () => {
    const { api, user } = open(orderFixture({ Status: 'confirmed' }), 'vendor');
    const shirts = await screen.findByLabelText('Race shirt (AM): 24 to ship');
    await user.clear(shirts);
    await user.type(shirts, '30');
    await user.type(screen.getByLabelText('Carrier'), 'UPS');
    await user.type(screen.getByLabelText('Tracking number'), '1Z42');
    await user.click(screen.getByRole('button', { name: 'Ship' }));
    expect(await screen.findByText('Only 24 of Race shirt remain to ship.')).toBeInTheDocument();
    expect(api.sent.moves).toEqual([]);
  });

  it('puts an order on hold with a note, then releases it', async () => {
    const { api, user } = open(orderFixture({ Status: 'confirmed' }), 'vendor');
    await user.click(await screen.findByRole('button', { name: 'Hold' }));
    expect(await screen.findByText('Please enter the required fields.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Why (the buyer sees this note)'), 'Back-ordered blue shirts');
    await user.click(screen.getByRole('button', { name: 'Hold' }));
    expect(
      await screen.findByText('The order is on hold.', { selector: '.form-status span' }),
    ).toBeInTheDocument();
    expect(api.sent.moves[0]?.body).toMatchObject({ Note: 'Back-ordered blue shirts' });
    expect(await screen.findByText('Back-ordered blue shirts', { selector: 'dd' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(api.orders()[0]?.Status).toBe('confirmed'));
  });

  it('lets the vendor mark a purchase order paid and a shipped order delivered on a date', async () => {
    const { api, user } = open(
      orderFixture({
        Status: 'shipped',
        Payment: { Method: 'purchase-order', State: 'unpaid', PoNumber: 'PO-77' },
        Lines: [orderLineFixture({ QuantityShipped: 24 })],
      }),
      'vendor',
    );
    expect(await screen.findByText('Purchase order PO-77: unpaid')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Purchase order PO-77: paid')).toBeInTheDocument();
    const day = screen.getByLabelText('Delivered on');
    await user.clear(day);
    await user.type(day, '2026-04-03');
    await user.click(screen.getByRole('button', { name: 'Mark delivered' }));
    await waitFor(() => expect(api.orders()[0]?.Status).toBe('delivered'));
    expect(api.sent.moves.at(-1)?.body).toMatchObject({ DeliveredOn: '2026-04-03' });
  });

  it('lets the buyer confirm delivery of a shipped order', async () => {
    const { api, user } = open(
      orderFixture({ Status: 'shipped', Lines: [orderLineFixture({ QuantityShipped: 24 })] }),
      'buyer',
    );
    await user.click(await screen.findByRole('button', { name: 'Confirm delivery' }));
    expect(
      await screen.findByText('The order is marked delivered.', { selector: '.form-status span' }),
    ).toBeInTheDocument();
    expect(api.sent.moves[0]).toEqual({ move: 'deliver', body: { OrderId: 'order-1', Version: 3 } });
  });

  it('lets the buyer cancel with a reason, and shows a refusal in its own words', async () => {
    const { api, user } = open(orderFixture({ Status: 'confirmed' }), 'buyer');
    expect(await screen.findByRole('heading', { name: 'Cancel the order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    // Meanwhile the vendor shipped part of it: the API refuses, naming why.
    const [stored] = api.orders();
    if (stored?.Lines[0]) stored.Lines[0].QuantityShipped = 5;
    await user.type(screen.getByLabelText('Reason for cancelling'), 'Event postponed');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(
      await screen.findByText('Part of this order has shipped: it can no longer be cancelled.', {
        selector: '.form-status span',
      }),
    ).toBeInTheDocument();
    expect(api.sent.moves[0]?.body).toMatchObject({ Reason: 'Event postponed' });
  });

  it("shows the not-found page for an order out of the caller's reach (404)", async () => {
    open(orderFixture(), 'vendor');
    const view = renderApp('/shop/orderdetail?id=order-of-another-vendor');
    expect(
      await within(view.container).findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });

  it('has no serious axe findings at 360 px', { timeout: 30_000 }, async () => {
    window.innerWidth = 360;
    open(orderFixture({ Status: 'confirmed' }), 'vendor');
    await screen.findByRole('button', { name: 'Ship' });
    expect(await seriousViolations()).toEqual([]);
  });
});
