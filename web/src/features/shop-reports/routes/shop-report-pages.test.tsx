// The shop's report pages against the fake reports API (testing/shop-report-handlers.ts): the list
// of reports by role (the prize calculator linked for the buyers, not for a vendor), the product
// status (rows, totals, made-to-order stock, the server's CSV saved as is, a super admin naming the
// vendor, another vendor's id said beside the form), the school items (late lines flagged in words,
// filters in the address, the packing view per school and its Print button, the CSV), the guards
// of each page, and axe at 360 px.
import { screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notFound } from '@thon/shared/catalog/messages';
import type { Session } from '@thon/shared/api/schemas/session';
import { seriousViolations } from '@/testing/console-checks';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeSession, signInAs, testSessions } from '@/testing/sessions';
import { productStatusRowFixture, schoolItemRowFixture, shopReportApi } from '@/testing/shop-report-handlers';

const franchisee = makeSession('franchisee-user', { UserId: 'user-fran', FranchiseId: 'fr-north-texas' });
const organizer = makeSession('organizer', { UserId: 'user-olga' });

const productRows = [
  productStatusRowFixture({
    ProductName: '=Color powder',
    ProductId: 'p-powder',
    VariantId: 'v-pink',
    Sku: 'CP',
    Size: '',
    Colour: 'Pink',
    InDrafts: 0,
    Submitted: 30,
    Confirmed: 0,
    Shipped: 0,
    Delivered: 20,
    StockOnHand: null,
  }),
  productStatusRowFixture(),
];
const schoolRows = [
  schoolItemRowFixture({
    OrganizationId: 'org-birch',
    OrganizationName: 'Birch Middle',
    ThonId: 'ev-birch',
    ThonName: 'Birch Color Run',
    OrderId: 'o-2',
    ShipTo: 'Birch Middle, 9 Oak Ave, Austin, TX 78702',
    Late: false,
    Ordered: 7,
    Shipped: 0,
    Delivered: 0,
    NeedBy: '2099-01-01',
  }),
  schoolItemRowFixture(),
  schoolItemRowFixture({
    LineId: 'l-2',
    ProductName: 'Medal',
    Sku: 'MD',
    Size: '',
    Colour: '',
    Ordered: 50,
    Shipped: 50,
    Delivered: 50,
    Late: false,
  }),
];

function open(path: string, session: Session) {
  const api = shopReportApi({ productRows, schoolRows });
  server.use(...api.handlers);
  signInAs(session);
  return { api, ...renderApp(path) };
}

/** The file the Download CSV button saved, by name and text. */
async function savedCsv(click: () => Promise<void>) {
  const anchorClick = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await click();
  await waitFor(() => expect(anchorClick).toHaveBeenCalledTimes(1));
  const saved = anchorClick.mock.contexts[0] as HTMLAnchorElement | undefined;
  anchorClick.mockRestore();
  return {
    name: saved?.download,
    text: decodeURIComponent((saved?.href ?? '').replace(/^data:text\/csv;charset=utf-8,/, '')),
  };
}

afterEach(() => {
  window.innerWidth = 1024;
});

describe('/shop/reports', () => {
  it('lists both reports for a vendor, and not the prize calculator', async () => {
    open('/shop/reports', testSessions.vendor);
    const list = within(await screen.findByRole('list', { name: 'Shop reports' }));
    expect(list.getByRole('link', { name: 'Product status' })).toHaveAttribute(
      'href',
      '/shop/reports/productstatus',
    );
    expect(list.getByRole('link', { name: 'School items' })).toHaveAttribute(
      'href',
      '/shop/reports/schoolitem',
    );
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect(list.queryByText(/Prize calculator/)).not.toBeInTheDocument();
  });

  it('links the school items and the prize calculator for a buyer', async () => {
    open('/shop/reports', organizer);
    const list = within(await screen.findByRole('list', { name: 'Shop reports' }));
    expect(list.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'School items',
      'Prize calculator',
    ]);
    expect(list.getByRole('link', { name: 'Prize calculator' })).toHaveAttribute(
      'href',
      '/shop/reports/calculator',
    );
  });

  it('links only the prize calculator for a franchisee team leader', async () => {
    open(
      '/shop/reports',
      makeSession('franchisee-team-leader', { UserId: 'user-tina', FranchiseId: 'fr-north-texas' }),
    );
    const list = within(await screen.findByRole('list', { name: 'Shop reports' }));
    expect(list.getAllByRole('link').map((link) => link.textContent)).toEqual(['Prize calculator']);
  });

  it('has no serious accessibility findings at 360 px', async () => {
    window.innerWidth = 360;
    open('/shop/reports', testSessions.vendor);
    await screen.findByRole('list', { name: 'Shop reports' });
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('/shop/reports/productstatus', () => {
  it("shows a vendor's products per variant with the totals, and saves the server's CSV", async () => {
    const { api, user } = open('/shop/reports/productstatus', testSessions.vendor);
    const table = await screen.findByRole('table');
    expect(api.queries[0]?.get('Format')).toBe('csv');
    expect(api.queries[0]?.get('VendorId')).toBeNull();
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['CP · Pink', '0', '30', '0', '0', '20', '0', 'Made to order']);
    const total = within(rows.at(-1) as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(total.slice(0, 6)).toEqual(['12', '35', '14', '6', '24', '0']);
    const csv = await savedCsv(() => user.click(screen.getByRole('button', { name: 'Download CSV' })));
    expect(csv.name).toBe('product-status-prize-co.csv');
    const [header, first] = Papa.parse<string[]>(csv.text.trim()).data;
    expect(header?.[0]).toBe('Product');
    expect(first?.[0]).toBe("'=Color powder");
  });

  it('asks a super admin for the vendor', async () => {
    const { api, user } = open('/shop/reports/productstatus', testSessions.superAdmin);
    await user.type(await screen.findByLabelText('Vendor id'), 'vendor-prizes');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    await screen.findByRole('table');
    expect(api.queries.at(-1)?.get('VendorId')).toBe('vendor-prizes');
  });

  it("says another vendor's or an unknown vendor's id beside the form", async () => {
    open('/shop/reports/productstatus?vendor=vendor-elsewhere', testSessions.superAdmin);
    expect(await screen.findByRole('alert')).toHaveTextContent(notFound);
    expect(screen.getByLabelText('Vendor id')).toHaveValue('vendor-elsewhere');
  });

  it('is not for buyers', async () => {
    open('/shop/reports/productstatus', organizer);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('403');
  });

  it('has no serious accessibility findings at 360 px', async () => {
    window.innerWidth = 360;
    open('/shop/reports/productstatus', testSessions.vendor);
    await screen.findByRole('table');
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('/shop/reports/schoolitem', () => {
  it('shows the lines per school and Thon, late ones flagged in words', async () => {
    const { api } = open('/shop/reports/schoolitem', franchisee);
    const region = await screen.findByRole('region', { name: 'Order lines per school' });
    expect(api.queries[0]?.get('Format')).toBe('csv');
    const rows = within(region).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([
      'Race shirt',
      'Race shirt',
      'Medal',
    ]);
    expect(within(rows[1] as HTMLElement).getByText('Late')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).queryByText('Late')).not.toBeInTheDocument();
    expect(screen.getByText('1 line is late.')).toBeInTheDocument();
  });

  it('puts the filters in the address and asks the API for them', async () => {
    const { api, user } = open('/shop/reports/schoolitem', franchisee);
    await screen.findByRole('region', { name: 'Order lines per school' });
    await user.type(screen.getByLabelText('Thon id (optional)'), 'ev-birch');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    await waitFor(() => expect(api.queries.at(-1)?.get('ThonId')).toBe('ev-birch'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Order lines per school' })).getAllByRole('row'),
      ).toHaveLength(2),
    );
    expect(screen.getByLabelText('Thon id (optional)')).toHaveValue('ev-birch');
  });

  it('prints a packing slip per school with its address and what is left to pack', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = open('/shop/reports/schoolitem', franchisee);
    const packing = within(await screen.findByRole('region', { name: 'Packing view' }));
    const slips = packing.getAllByRole('article');
    expect(slips.map((slip) => within(slip).getByRole('heading').textContent)).toEqual([
      'Birch Middle',
      'Maple Elementary',
    ]);
    const maple = within(slips[1] as HTMLElement);
    expect(maple.getByText('Ship to: Maple Elementary, 1 Main St, Austin, TX 78701')).toBeInTheDocument();
    const lines = maple.getAllByRole('row').slice(1);
    // 24 ordered, 10 shipped: 14 to pack; the medals all left already.
    expect(lines.map((line) => line.querySelectorAll('td')[6]?.textContent)).toEqual(['14', '0']);
    await user.click(screen.getByRole('button', { name: 'Print packing view' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it("saves the server's CSV", async () => {
    const { user } = open('/shop/reports/schoolitem', franchisee);
    await screen.findByRole('region', { name: 'Order lines per school' });
    const csv = await savedCsv(() => user.click(screen.getByRole('button', { name: 'Download CSV' })));
    expect(csv.name).toBe('school-items.csv');
    expect(csv.text.split('\n')).toHaveLength(4);
  });

  it('asks a super admin to name something first', async () => {
    const { api } = open('/shop/reports/schoolitem', testSessions.superAdmin);
    expect(
      await screen.findByText('Name a Thon, a franchise or a vendor to see its items.'),
    ).toBeInTheDocument();
    expect(api.queries).toHaveLength(0);
  });

  it('has no serious accessibility findings at 360 px', async () => {
    window.innerWidth = 360;
    open('/shop/reports/schoolitem', franchisee);
    await screen.findByRole('region', { name: 'Packing view' });
    expect(await seriousViolations()).toEqual([]);
  });
});
