// The console's reconciliation page against the fake GetReconciliation (testing/
// reconciliation-handlers.ts): a scope chosen in the form, every page of it loaded and added up in
// cents, payouts per organization once, the CSV (rows add up to its total, a formula-like name
// escaped), the Print button, an id out of reach said beside the form, the wide table's keyboard
// scrolling, and axe at 360 px.
import { screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import { notFound } from '@thon/shared/catalog/messages';
import { seriousViolations } from '@/testing/console-checks';
import { server } from '@/testing/msw-server';
import { reconciliationApi, reconciliationRowFixture } from '@/testing/reconciliation-handlers';
import { renderApp } from '@/testing/render-app';
import { makeSession, signInAs, testSessions } from '@/testing/sessions';

const maple = reconciliationRowFixture();
const birch = reconciliationRowFixture({
  EventId: 'ev-birch',
  EventName: '=HYPERLINK("http://evil.test")',
  OrganizationId: 'org-birch',
  OrganizationName: 'Birch Middle',
  Pledges: 2,
  GrossPledgedCents: 3001,
  ChargedCents: 3001,
  RefundedCents: 0,
  OfflineCents: 0,
  ProcessingExpenseCents: 33,
  CommissionCents: 300,
  NetToSchoolCents: 2668,
});
const payouts = [
  {
    OrganizationId: 'org-maple',
    OrganizationName: 'Maple Elementary PTA',
    AccountConnected: true,
    PayoutsCents: 4000,
    Payouts: [
      {
        Id: 'po_1',
        AmountCents: 4000,
        Status: 'paid',
        CreatedAt: '2026-04-20T00:00:00.000Z',
        ArrivalDate: '2026-04-22T00:00:00.000Z',
      },
    ],
  },
  {
    OrganizationId: 'org-birch',
    OrganizationName: 'Birch Middle',
    AccountConnected: false,
    PayoutsCents: 0,
    Payouts: [],
  },
];

function open(path: string, session = testSessions.superAdmin, pageSize = 1) {
  const api = reconciliationApi({ rows: [maple, birch], payouts, pageSize });
  server.use(...api.handlers);
  signInAs(session);
  return { api, ...renderApp(path) };
}

describe('the reconciliation page', () => {
  it("loads every page of a franchise's report and adds them up, payouts once per organization", async () => {
    const { api, user } = open('/admin/reconciliation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reconciliation' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Franchise' }));
    await user.type(screen.getByLabelText('Franchise id'), 'fr-north-texas');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    const table = await screen.findByRole('table');
    // Two pages of one Thon each, followed by their cursor.
    expect(api.queries.map((query) => query.get('Cursor'))).toEqual([null, '1']);
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([
      'Thon',
      'Maple Fun Run',
      '=HYPERLINK("http://evil.test")',
      'Total',
    ]);
    const total = within(rows.at(-1) as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // 6 pledges, $87.50 + $30.01, ..., net $50.75 + $26.68.
    expect(total[0]).toBe('6');
    expect(total[1]).toBe('$117.51');
    expect(total.at(-1)).toBe('$77.43');
    const perOrganization = within(screen.getByRole('list', { name: 'Payouts per organization' }));
    expect(perOrganization.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Maple Elementary PTA: $40 in 1 payout',
      'Birch Middle: no payout account connected',
    ]);
    expect(screen.getByText('Payouts in all:').parentElement).toHaveTextContent('$40');
  });

  it('downloads a CSV whose rows add up to its total, with formula-like names escaped', async () => {
    const { user } = open('/admin/reconciliation?scope=franchise&id=fr-north-texas');
    await screen.findByRole('table');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const saved = click.mock.contexts[0] as HTMLAnchorElement | undefined;
    click.mockRestore();
    expect(saved?.download).toBe('reconciliation-franchise-fr-north-texas.csv');
    const csv = decodeURIComponent((saved?.href ?? '').replace(/^data:text\/csv;charset=utf-8,/, ''));
    const [header = [], ...lines] = Papa.parse<string[]>(csv.trim()).data;
    const total = lines.at(-1) ?? [];
    const body = lines.slice(0, -1);
    expect(body.map((line) => line[0])).toEqual(['Maple Fun Run', `'=HYPERLINK("http://evil.test")`]);
    expect(total[0]).toBe('Total');
    for (let column = header.indexOf('Pledges'); column < header.length; column += 1) {
      const cents = (cell: string | undefined) => Math.round(Number(cell) * 100);
      expect(
        body.reduce((sum, line) => sum + cents(line[column]), 0),
        header[column],
      ).toBe(cents(total[column]));
    }
    expect(total[header.indexOf('Net To School')]).toBe('77.43');
  });

  it('prints the report with the browser', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = open('/admin/reconciliation?scope=thon&id=ev-maple');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('asks for the month (and franchise) the address names, and shows it in the form', async () => {
    const fran = makeSession('franchisee-user', { UserId: 'user-fran', FirstName: 'Fran', LastName: 'Lee' });
    const { api } = open(
      '/admin/reconciliation?scope=month&month=2026-04&franchise=fr-north-texas',
      fran,
      100,
    );
    await screen.findByRole('table');
    expect(api.queries[0]?.get('Month')).toBe('2026-04');
    expect(api.queries[0]?.get('FranchiseId')).toBe('fr-north-texas');
    expect(screen.getByLabelText('Month', { selector: 'input[type="month"]' })).toHaveValue('2026-04');
  });

  it('says an unknown or out-of-reach id beside the form', async () => {
    open('/admin/reconciliation?scope=organization&id=org-elsewhere');
    expect(await screen.findByRole('alert')).toHaveTextContent(notFound);
    expect(screen.getByRole('button', { name: 'Show report' })).toBeInTheDocument();
  });

  it('lets a keyboard scroll the wide table: a named region that takes the focus', async () => {
    const { user } = open('/admin/reconciliation?scope=franchise&id=fr-north-texas');
    const region = await screen.findByRole('region', { name: 'Reconciliation per Thon' });
    expect(region).toContainElement(screen.getByRole('table'));
    await user.click(region);
    expect(region).toHaveFocus();
  });

  it('has no serious accessibility findings at 360 px', async () => {
    window.innerWidth = 360;
    open('/admin/reconciliation?scope=franchise&id=fr-north-texas');
    await screen.findByRole('table');
    expect(await seriousViolations()).toEqual([]);
  });
});
