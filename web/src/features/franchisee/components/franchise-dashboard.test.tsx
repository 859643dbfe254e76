// The franchisee user's console home: their franchise's dashboard (Thons by standing with their
// counts, raised and pledged, what needs attention) above the sections, against the fake API;
// a super admin's home asks for no dashboard; My Account leads franchisees to the dashboard and
// the calendar.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '@/testing/console-checks';
import { dashboardFixture, franchiseeApi } from '@/testing/franchisee-handlers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeSession, signInAs, testSessions } from '@/testing/sessions';

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

describe('franchise dashboard', () => {
  it("shows a franchisee user's Thons, totals and what needs attention on the console's home", async () => {
    const api = franchiseeApi();
    server.use(...api.handlers);
    signInAs(franchisee);
    renderApp('/admin');
    const dashboard = await screen.findByRole('region', { name: 'Your franchise' });
    expect(within(dashboard).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(dashboard).getByText('$500')).toBeInTheDocument();
    expect(
      within(dashboard).getByText('Payout account not connected: Oak Middle School'),
    ).toBeInTheDocument();
    expect(within(dashboard).getByText('Failed charges: 2')).toBeInTheDocument();
    expect(
      within(dashboard).getByText(/without units recorded on live or completed Thons: 17/),
    ).toBeInTheDocument();
    expect(within(dashboard).getByText('Ending this week: Maple Fun Run (2031-05-07)')).toBeInTheDocument();
    expect(within(dashboard).getByRole('heading', { name: 'Live (1)' })).toBeInTheDocument();
    expect(within(dashboard).getByRole('heading', { name: 'Upcoming (0)' })).toBeInTheDocument();
    expect(within(dashboard).getByRole('link', { name: 'Open the franchise calendar' })).toHaveAttribute(
      'href',
      '/shop/franchiseecalander',
    );
    // The console's navigation and its section cards link the calendar.
    const calendarLinks = screen.getAllByRole('link', { name: 'Calendar' });
    expect(calendarLinks.map((link) => link.getAttribute('href'))).toEqual(
      calendarLinks.map(() => '/shop/franchiseecalander'),
    );
    expect(api.sent.dashboards).toEqual([{}]);
    expect(await seriousViolations()).toEqual([]);
  });

  it('says when nothing needs attention', async () => {
    server.use(
      ...franchiseeApi({
        dashboard: dashboardFixture({
          Attention: { PayoutNotConnected: [], FailedCharges: 0, UnitsNotRecorded: 0, EndingThisWeek: [] },
        }),
      }).handlers,
    );
    signInAs(franchisee);
    renderApp('/admin');
    expect(await screen.findByText('Nothing needs your attention.')).toBeInTheDocument();
  });

  it("asks for no dashboard on a super admin's home", async () => {
    const api = franchiseeApi();
    server.use(...api.handlers);
    signInAs(testSessions.superAdmin);
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin console' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your franchise' })).not.toBeInTheDocument();
    expect(api.sent.dashboards).toEqual([]);
  });

  it('My Account leads a franchisee user to the dashboard and the calendar, a team leader to the calendar', async () => {
    server.use(...franchiseeApi().handlers);
    signInAs(franchisee);
    const first = renderApp('/Home/MyAccount');
    expect(await screen.findByRole('link', { name: 'Franchise dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(screen.getByRole('link', { name: 'Franchise calendar' })).toHaveAttribute(
      'href',
      '/shop/franchiseecalander',
    );
    first.unmount();
    signInAs(teamLeader);
    renderApp('/Home/MyAccount');
    expect(await screen.findByRole('link', { name: 'Franchise calendar' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Franchise dashboard' })).not.toBeInTheDocument();
  });
});
