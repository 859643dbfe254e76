// /shop/orders against the fake orders API: a vendor's incoming orders and a buyer's orders, each
// row naming its Thon, vendor, buyer, state, need-by (late flagged), lines and total and opening
// its detail; the state, Thon and need-by filters sent to the API; "Show more" pages by the API's
// cursor; axe at 360 px.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@thon/shared/api/schemas/shop-orders';
import { consoleThonApi, consoleThonFixture } from '@/testing/console-thon-handlers';
import { seriousViolations } from '@/testing/console-checks';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeSession, signInAs, testSessions } from '@/testing/sessions';
import { orderFixture, shopOrderApi } from '@/testing/shop-order-handlers';

const buyer = makeSession('franchisee-user', { UserId: 'user-frank', FirstName: 'Frank', LastName: 'Buyer' });

const orders: Order[] = [
  orderFixture({ OrderId: 'order-late', Status: 'confirmed', Late: true, NeedBy: '2026-03-01' }),
  orderFixture({ OrderId: 'order-po', ThonId: 'ev-oak', ThonName: 'Oak Dash', NeedBy: '2026-05-01' }),
  orderFixture({ OrderId: 'order-draft', Status: 'draft', Payment: null }),
];

function open(path: string, role: 'vendor' | 'buyer', pageSize?: number) {
  const api = shopOrderApi({ orders, actor: role, ...(pageSize ? { pageSize } : {}) });
  server.use(
    ...api.handlers,
    ...consoleThonApi({
      thons: [consoleThonFixture(), consoleThonFixture({ EventId: 'ev-oak', Name: 'Oak Dash' })],
    }).handlers,
  );
  signInAs(role === 'vendor' ? testSessions.vendor : buyer);
  return { api, ...renderApp(path) };
}

const rowOf = (orderId: string) => {
  const row = screen.getByRole('link', { name: orderId }).closest('tr');
  if (!row) throw new Error(`no row for ${orderId}`);
  return within(row);
};

describe('orders page', () => {
  it("lists a vendor's incoming orders (no drafts), late ones flagged, each opening its detail", async () => {
    open('/shop/orders', 'vendor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Incoming orders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'order-late' })).toHaveAttribute(
      'href',
      '/shop/orderdetail?id=order-late',
    );
    const late = rowOf('order-late');
    expect(late.getByText('Confirmed')).toBeInTheDocument();
    expect(late.getByText('Late')).toBeInTheDocument();
    expect(late.getByText('Maple Fun Run')).toBeInTheDocument();
    expect(late.getByText('Frank Buyer')).toBeInTheDocument();
    expect(late.getByText('$207')).toBeInTheDocument();
    expect(rowOf('order-po').queryByText('Late')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'order-draft' })).not.toBeInTheDocument();
    // A vendor has no list of Thons to pick from.
    expect(screen.queryByLabelText('Thon')).not.toBeInTheDocument();
  });

  it("sends a buyer's state, Thon and need-by filters to the API and keeps them in the address", async () => {
    const { api, user, router } = open('/shop/orders', 'buyer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(rowOf('order-draft').getByText('—')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('State'), 'Submitted');
    await user.selectOptions(screen.getByLabelText('Thon'), 'Oak Dash');
    await user.type(screen.getByLabelText('Needed by, on or before'), '2026-05-31');
    await user.click(screen.getByRole('button', { name: 'Show orders' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=submitted&thon=ev-oak&needby=2026-05-31'),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'order-late' })).not.toBeInTheDocument());
    expect(api.sent.lists.at(-1)).toEqual({
      Status: 'submitted',
      ThonId: 'ev-oak',
      NeedByBefore: '2026-05-31',
    });
    expect(screen.getByRole('link', { name: 'order-po' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'order-late' })).not.toBeInTheDocument();
  });

  it("pages with the API's cursor: Show more adds the next page below", async () => {
    const { user } = open('/shop/orders', 'buyer', 2);
    expect(await screen.findByRole('link', { name: 'order-po' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'order-draft' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more orders' }));
    expect(await screen.findByRole('link', { name: 'order-draft' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'order-late' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more orders' })).not.toBeInTheDocument();
  });

  it('has no serious axe findings at 360 px', { timeout: 30_000 }, async () => {
    window.innerWidth = 360;
    open('/shop/orders', 'buyer');
    await screen.findByRole('link', { name: 'order-late' });
    expect(await seriousViolations()).toEqual([]);
  });
});
