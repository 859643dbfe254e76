// A franchise page's organizations and users (the lists filtered to that franchise, fetched from
// the organizations and users list routes), each linking to the pages where they are changed.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
  server.use(...franchises.handlers, ...organizations.handlers, ...users.handlers);
  signInAs(session);
  return { organizations, users, ...renderApp('/admin/franchises/fr-north-texas') };
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
