// The franchise calendar against the fake franchisee API (testing/franchisee-handlers.ts): the
// month grid as a table with a Thon spanning two months in both, the list with its columns, the
// month switch by keyboard, the feed made, copied and revoked after asking, who sees what, and
// axe at 360 px.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { franchiseeRoutes } from '@thon/shared/api/routes/franchisee';
import { notFound } from '@thon/shared/catalog/messages';
import {
  calendarFeedCreated,
  calendarFeedRevoked,
  calendarNotForVendorsYet,
  chooseFranchiseForCalendar,
  feedAddressCopied,
} from '@thon/shared/catalog/franchisee-messages';
import { seriousViolations } from '@/testing/console-checks';
import { calendarShopOrderFixture, calendarThonFixture, franchiseeApi } from '@/testing/franchisee-handlers';
import { mswPath } from '@/testing/handlers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeSession, signInAs, testSessions } from '@/testing/sessions';
import { vendorApi, vendorFixture } from '@/testing/vendor-handlers';

const franchisee = makeSession('franchisee-user', {
  UserId: 'user-fran',
  FirstName: 'Fran',
  LastName: 'Cole',
});
const teamLeader = makeSession('franchisee-team-leader', {
  UserId: 'user-tess',
  FirstName: 'Tess',
  LastName: 'Ray',
});

function open(path: string, session = franchisee, options: Parameters<typeof franchiseeApi>[0] = {}) {
  const api = franchiseeApi(options);
  server.use(...api.handlers);
  signInAs(session);
  return { api, ...renderApp(path) };
}

describe('franchise calendar', () => {
  it('shows the month as a table of days, a Thon spanning two months in both', async () => {
    const { user } = open('/shop/franchiseecalander?month=2031-05', franchisee, {
      thons: [
        calendarThonFixture(),
        calendarThonFixture({
          EventId: 'thon-june',
          Name: 'June Jog',
          StartDate: '2031-06-02',
          EventDate: '2031-06-12',
          EndDate: '2031-06-12',
        }),
      ],
    });
    const grid = await screen.findByRole('table', { name: 'Thons in May 2031' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    // May 7 holds the event day (the last day); the kickoff was in April.
    const seventh = within(grid).getByText('7').closest('td');
    expect(seventh).toHaveTextContent('Event day: Maple Fun Run (Maple Elementary)');
    expect(within(grid).queryByText(/Kickoff/)).not.toBeInTheDocument();
    expect(within(grid).queryByText(/June Jog/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Previous month/ }));
    const april = await screen.findByRole('table', { name: 'Thons in April 2031' });
    expect(within(april).getByText('26').closest('td')).toHaveTextContent('Kickoff: Maple Fun Run');
  });

  it('switches months from the keyboard and keeps the view', async () => {
    const { user, api } = open('/shop/franchiseecalander?month=2031-05&view=list');
    await screen.findByRole('table', { name: 'Thons in May 2031' });
    const next = screen.getByRole('link', { name: /Next month/ });
    next.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No Thons run this month.')).toBeInTheDocument();
    expect(api.sent.calendars.at(-1)).toEqual({ Month: '2031-06' });
    expect(screen.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists kickoff, event day, end date, school and participants', async () => {
    open('/shop/franchiseecalander?month=2031-05&view=list');
    const list = await screen.findByRole('table', { name: 'Thons in May 2031' });
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Thon', 'Kickoff', 'Event day', 'End date', 'School', 'Participants', 'Status']);
    const row = within(list).getByRole('row', { name: /Maple Fun Run/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2031-04-26', '2031-05-07', '2031-05-07', 'Maple Elementary', '240', 'live']);
  });

  it('makes a feed address, copies it, then revokes the feed after asking', async () => {
    const { user, api } = open('/shop/franchiseecalander?month=2031-05');
    await user.click(await screen.findByRole('button', { name: 'Make a feed address' }));
    const address = await screen.findByRole('textbox', { name: /Feed address/ });
    expect(address).toHaveValue('https://thon.test/api/franchisee/CalendarFeed/secret-1');
    expect(await screen.findByText(calendarFeedCreated)).toBeInTheDocument();
    expect(api.sent.creates).toEqual([{}]);

    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith('https://thon.test/api/franchisee/CalendarFeed/secret-1');
    expect(await screen.findByText(feedAddressCopied)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke the feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the calendar feed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, revoke it' }));
    expect(await screen.findByText(calendarFeedRevoked)).toBeInTheDocument();
    expect(api.sent.revokes).toEqual([{}]);
    await waitFor(() => expect(screen.getByText('No feed yet.')).toBeInTheDocument());
  });

  it('shows each shop order on the day it is needed by, in the grid and the list per day, linking to it', async () => {
    open('/shop/franchiseecalander?month=2031-05', franchisee, {
      shopOrders: [calendarShopOrderFixture()],
    });
    const grid = await screen.findByRole('table', { name: 'Thons in May 2031' });
    const fifth = within(grid).getByText('5').closest('td');
    expect(fifth).toHaveTextContent('Shop order needed: Ribbon Works for Maple Fun Run (partially shipped)');
    const agenda = screen.getByRole('region', { name: 'Thons in May 2031, day by day' });
    const link = within(agenda).getByRole('link', { name: 'Ribbon Works for Maple Fun Run' });
    expect(link).toHaveAttribute('href', '/shop/orderdetail?id=order-ribbons');
    expect(within(agenda).getByText('Monday, May 5')).toBeInTheDocument();
  });

  it('a team leader reads the calendar but is offered no feed', async () => {
    open('/shop/franchiseecalander?month=2031-05', teamLeader);
    await screen.findByRole('table', { name: 'Thons in May 2031' });
    expect(screen.queryByRole('heading', { name: 'Subscribe from your phone' })).not.toBeInTheDocument();
  });

  it('shows a vendor the calendar of the franchise their vendor serves, with no feed', async () => {
    const { api } = open('/shop/franchiseecalander?month=2031-05', testSessions.vendor);
    await screen.findByRole('table', { name: 'Thons in May 2031' });
    // No franchise named: the API answers the first one the vendor serves.
    expect(api.sent.calendars).toEqual([{ Month: '2031-05' }]);
    expect(screen.queryByRole('heading', { name: 'Subscribe from your phone' })).not.toBeInTheDocument();
  });

  it('lets a vendor serving several franchises pick one by name, keeping the month and view', async () => {
    const vendor = makeSession('vendor', { UserId: 'user-victor', VendorId: 'vendor-ribbons' });
    const served = vendorFixture({
      FranchiseIds: ['fr-south', 'fr-north-texas'],
      ServedFranchises: [
        { FranchiseId: 'fr-north-texas', Name: 'North Texas Thons' },
        { FranchiseId: 'fr-south', Name: 'South Plains Runs' },
      ],
    });
    server.use(...vendorApi({ vendors: [served] }).handlers);
    const { api, user } = open('/shop/franchiseecalander?month=2031-05&view=list', vendor);
    const picker = await screen.findByRole('combobox', { name: 'Franchise' });
    // The API's default (the first served) is the one shown, named.
    expect(picker).toHaveValue('fr-north-texas');
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'North Texas Thons',
      'South Plains Runs',
    ]);
    await user.selectOptions(picker, 'South Plains Runs');
    expect(api.sent.calendars).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(api.sent.calendars.at(-1)).toEqual({ Month: '2031-05', FranchiseId: 'fr-south' }),
    );
    expect(await screen.findByRole('combobox', { name: 'Franchise' })).toHaveValue('fr-south');
    expect(screen.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers no picker to a vendor serving one franchise', async () => {
    server.use(...vendorApi().handlers);
    const vendor = makeSession('vendor', { UserId: 'user-victor', VendorId: 'vendor-ribbons' });
    open('/shop/franchiseecalander?month=2031-05', vendor);
    await screen.findByRole('table', { name: 'Thons in May 2031' });
    expect(screen.queryByRole('combobox', { name: 'Franchise' })).not.toBeInTheDocument();
  });

  it('tells a vendor serving no franchise that the calendar is not open to them', async () => {
    server.use(
      http.get(mswPath(franchiseeRoutes.getFranchiseCalendar), () =>
        HttpResponse.json({ message: notFound }, { status: 404 }),
      ),
    );
    signInAs(testSessions.vendor);
    renderApp('/shop/franchiseecalander?month=2031-05');
    expect(await screen.findByText(calendarNotForVendorsYet)).toBeInTheDocument();
  });

  it('asks a super admin for a franchise, then reads the franchise named', async () => {
    const first = open('/shop/franchiseecalander', testSessions.superAdmin);
    expect(await screen.findByText(chooseFranchiseForCalendar)).toBeInTheDocument();
    expect(first.api.sent.calendars).toEqual([]);
    first.unmount();
    const named = open('/shop/franchiseecalander?month=2031-05&franchise=fr-7', testSessions.superAdmin);
    await screen.findByRole('table', { name: 'Thons in May 2031' });
    expect(named.api.sent.calendars).toEqual([{ Month: '2031-05', FranchiseId: 'fr-7' }]);
  });

  it('has no serious axe findings at 360 px', async () => {
    window.innerWidth = 360;
    open('/shop/franchiseecalander?month=2031-05');
    await screen.findByRole('table', { name: 'Thons in May 2031' });
    expect(await seriousViolations()).toEqual([]);
  });

  it("has no serious axe findings at 360 px with a vendor's franchise picker", async () => {
    window.innerWidth = 360;
    const served = vendorFixture({
      ServedFranchises: [
        { FranchiseId: 'fr-north-texas', Name: 'North Texas Thons' },
        { FranchiseId: 'fr-south', Name: 'South Plains Runs' },
      ],
    });
    server.use(...vendorApi({ vendors: [served] }).handlers);
    open(
      '/shop/franchiseecalander?month=2031-05',
      makeSession('vendor', { UserId: 'user-victor', VendorId: 'vendor-ribbons' }),
    );
    await screen.findByRole('combobox', { name: 'Franchise' });
    expect(await seriousViolations()).toEqual([]);
  });
});
