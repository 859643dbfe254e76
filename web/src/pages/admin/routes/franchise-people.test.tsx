// A franchise page's organizations and users (the lists filtered to that franchise, fetched from
// the organizations and users list routes), each linking to the pages where they are changed; and
// its Thons (the console's Thons list filtered to it) and totals (its dashboard), axe clean at 360 px.
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { consoleThonApi, consoleThonFixture } from '@/testing/console-thon-handlers';
import { dashboardFixture, franchiseeApi } from '@/testing/franchisee-handlers';
import { franchiseApi, franchiseFixture } from '@/testing/franchise-handlers';
import { server } from '@/testing/msw-server';
import { organizationApi, organizationFixture } from '@/testing/organization-handlers';
import { renderApp } from '@/testing/render-app';
import { makeSession, signInAs, testSessions } from '@/testing/sessions';
import { adminUserFixture, usersAdminApi } from '@/testing/users-admin-handlers';

function open(session = testSessions.superAdmin) {
  const franchises = franchiseApi({ franchises: [franchiseFixture()] });
  const organizations = organizationApi({
    organizations: [
      organizationFixture(),
      organizationFixture({ OrganizationId: 'org-other', Name: 'Bayou Club', FranchiseId: 'fr-gulf' }),
    ],
  });
  const users = usersAdminApi({
    users: [
      adminUserFixture(),
      adminUserFixture({ UserId: 'u-gulf', FirstName: 'Gus', LastName: 'Hale', FranchiseId: 'fr-gulf' }),
    ],
  });
  const thons = consoleThonApi({
    thons: [
      consoleThonFixture(),
      consoleThonFixture({ EventId: 'ev-bayou', Name: 'Bayou Dash', FranchiseId: 'fr-gulf' }),
    ],
  });
  const franchisee = franchiseeApi({
    dashboard: dashboardFixture({ UpcomingCount: 3, CompletedCount: 4, TotalsPartial: true }),
  });
  server.use(
    ...franchises.handlers,
    ...organizations.handlers,
    ...users.handlers,
    ...thons.handlers,
    ...franchisee.handlers,
  );
  signInAs(session);
  return { organizations, users, thons, franchisee, ...renderApp('/admin/franchises/fr-north-texas') };
}

describe("a franchise page's organizations and users", () => {
  it('lists only its own, linking to each organization and to the filtered lists', async () => {
    const { organizations, users } = open();
    const orgList = await screen.findByRole('list', { name: 'Organizations of this franchise' });
    expect(within(orgList).getByRole('link', { name: 'Lincoln Elementary' })).toHaveAttribute(
      'href',
      '/admin/organizations/org-lincoln',
    );
    expect(screen.queryByText('Bayou Club')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Its organizations list' })).toHaveAttribute(
      'href',
      '/admin/organizations?franchise=fr-north-texas',
    );
    const userList = await screen.findByRole('list', { name: 'Users of this franchise' });
    expect(userList).toHaveTextContent('Tina Lopez Franchisee Team Leader');
    expect(screen.queryByText('Gus Hale')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find and change its users' })).toHaveAttribute(
      'href',
      '/admin/users?by=Name&q=&franchise=fr-north-texas',
    );
    expect(organizations.sent.lists).toEqual([{ PageSize: '10', FranchiseId: 'fr-north-texas' }]);
    expect(users.sent.searches).toEqual([{ PageSize: '10', FranchiseId: 'fr-north-texas' }]);
  });

  it('shows them to a franchisee user on their own franchise too', async () => {
    open(makeSession('franchisee-user'));
    expect(await screen.findByRole('list', { name: 'Organizations of this franchise' })).toHaveTextContent(
      'Lincoln Elementary',
    );
    expect(await screen.findByRole('list', { name: 'Users of this franchise' })).toHaveTextContent(
      'Tina Lopez',
    );
  });
});

describe("a franchise page's Thons and totals", () => {
  it.each([
    ['a super admin', testSessions.superAdmin],
    ['a franchisee user', makeSession('franchisee-user')],
  ])('shows %s its own Thons and its dashboard, asked for that franchise', async (_, session) => {
    const { thons, franchisee } = open(session);
    const thonList = await screen.findByRole('list', { name: 'Thons of this franchise' });
    expect(within(thonList).getByRole('link', { name: 'Maple Fun Run' })).toHaveAttribute(
      'href',
      '/organizer/thons/ev-maple',
    );
    expect(thonList).toHaveTextContent('Lincoln Elementary, draft, 2026-04-01 to 2026-04-30');
    expect(screen.queryByText('Bayou Dash')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Thons of this franchise' })).toHaveAttribute(
      'href',
      '/admin/thons?franchise=fr-north-texas',
    );
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Raised').nextElementSibling).toHaveTextContent('$1,234.50');
    expect(within(totals).getByText('Pledged per unit').nextElementSibling).toHaveTextContent('$500');
    expect(within(totals).getByRole('heading', { name: 'Live (1)' })).toBeInTheDocument();
    expect(within(totals).getByRole('heading', { name: 'Upcoming (3)' })).toBeInTheDocument();
    expect(within(totals).getByRole('heading', { name: 'Completed (4)' })).toBeInTheDocument();
    expect(totals).toHaveTextContent('older ones are in the reports');
    expect(within(totals).getByRole('link', { name: 'Open the franchise calendar' })).toHaveAttribute(
      'href',
      '/shop/franchiseecalander?franchise=fr-north-texas',
    );
    expect(thons.sent.lists).toEqual([{ PageSize: '10', FranchiseId: 'fr-north-texas' }]);
    expect(franchisee.sent.dashboards).toEqual([{ FranchiseId: 'fr-north-texas' }]);
  });

  it('is axe clean at 360 px', { timeout: 30_000 }, async () => {
    window.innerWidth = 360;
    open();
    await screen.findByRole('list', { name: 'Thons of this franchise' });
    await screen.findByRole('region', { name: 'Totals' });
    await screen.findByRole('list', { name: 'Users of this franchise' });
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });
});
