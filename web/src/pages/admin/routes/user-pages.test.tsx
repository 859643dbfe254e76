// The console's user pages against the fake users-admin and franchise APIs
// (testing/users-admin-handlers.ts, franchise-handlers.ts): search by name, username or email and
// franchise, the API's cursor, role and franchise, deactivate and reactivate, reset link, each
// confirmed by a toast, the last-super-admin refusal, invitations (a franchisee user's fixed to
// team leaders of their franchise), and axe at 360 px.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@thon/shared/api/schemas/users-admin';
import {
  emailAlreadyExists,
  franchiseRoleNeedsFranchise,
  lastSuperAdminKept,
} from '@thon/shared/catalog/messages';
import { franchiseApi, franchiseFixture } from '@/testing/franchise-handlers';
import { seriousViolations, toastTexts } from '@/testing/console-checks';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeSession, signInAs, testSessions } from '@/testing/sessions';
import { adminUserFixture, manyUsers, usersAdminApi } from '@/testing/users-admin-handlers';

const alex = adminUserFixture({
  UserId: testSessions.superAdmin.UserId,
  Username: 'alex@thon.test',
  Email: 'alex@thon.test',
  FirstName: 'Alex',
  LastName: 'Morgan',
  Role: 'super-admin',
  FranchiseId: undefined,
});
const fran = makeSession('franchisee-user', {
  UserId: 'user-fran',
  FirstName: 'Fran',
  LastName: 'Lee',
  Email: 'fran@northtexas.test',
  FranchiseId: 'fr-north-texas',
});
const franUser = adminUserFixture({
  UserId: 'user-fran',
  Username: 'fran@northtexas.test',
  Email: 'fran@northtexas.test',
  FirstName: 'Fran',
  LastName: 'Lee',
  Role: 'franchisee-user',
});

function open(
  path: string,
  users: AdminUser[] = [alex, adminUserFixture()],
  session = testSessions.superAdmin,
) {
  const franchises = franchiseApi({
    franchises: [
      franchiseFixture(),
      franchiseFixture({
        FranchiseId: 'fr-gulf',
        Name: 'Gulf Coast Laps',
        Territory: { States: ['LA'], ZipPrefixes: [] },
      }),
    ],
  });
  const api = usersAdminApi({ users });
  server.use(...api.handlers, ...franchises.handlers);
  signInAs(session);
  return { api, ...renderApp(path) };
}

const cardOf = (name: string) => {
  const card = screen.getByRole('heading', { level: 2, name }).closest('li');
  if (!card) throw new Error(`no card for ${name}`);
  return within(card);
};

const expectToast = (text: string) =>
  waitFor(async () => expect(await toastTexts()).toContainEqual(expect.stringContaining(text)));

describe('finding users', () => {
  it('lists everyone in reach, then searches by email, showing role, franchise and status', async () => {
    const { api, user } = open('/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Tina Lopez' });
    expect(screen.getByText('2 users found')).toBeInTheDocument();
    const tina = cardOf('Tina Lopez');
    expect(tina.getByText('Franchisee Team Leader', { selector: 'dd' })).toBeInTheDocument();
    expect(tina.getByText('North Texas Thons', { selector: 'dd' })).toBeInTheDocument();
    expect(tina.getByText('Active')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Search by'), 'Email');
    await user.type(screen.getByLabelText('Search for'), 'alex@thon.test');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'Tina Lopez' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Alex Morgan' })).toBeInTheDocument();
    expect(api.sent.searches.at(-1)).toEqual({ PageSize: '10', Email: 'alex@thon.test' });
  });

  it('searches by name prefix within a franchise', async () => {
    const { api, user } = open('/admin/users', [
      alex,
      adminUserFixture(),
      adminUserFixture({ UserId: 'u2', FirstName: 'Lou', LastName: 'Lopez', FranchiseId: 'fr-gulf' }),
    ]);
    await screen.findByRole('heading', { level: 2, name: 'Lou Lopez' });
    await user.type(screen.getByLabelText('Search for'), 'lop');
    await user.selectOptions(
      within(screen.getByRole('search')).getByLabelText('Franchise'),
      'Gulf Coast Laps',
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'Tina Lopez' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Lou Lopez' })).toBeInTheDocument();
    expect(api.sent.searches.at(-1)).toEqual({ PageSize: '10', Name: 'lop', FranchiseId: 'fr-gulf' });
  });

  it("pages with the API's cursor", async () => {
    const { api, user } = open('/admin/users', manyUsers(12));
    await screen.findByRole('heading', { level: 2, name: 'Pat Runner 10' });
    expect(screen.queryByRole('heading', { level: 2, name: 'Pat Runner 11' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more users' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Pat Runner 12' })).toBeInTheDocument();
    expect(api.sent.searches.at(-1)).toMatchObject({ Cursor: btoa('runner 10 pat') });
    expect(screen.queryByRole('button', { name: 'Show more users' })).not.toBeInTheDocument();
  });
});

describe('changing users', () => {
  it("changes a user's role and franchise together, confirmed by a toast", async () => {
    const { api, user } = open('/admin/users');
    await screen.findByRole('heading', { level: 2, name: 'Tina Lopez' });
    const tina = cardOf('Tina Lopez');
    await user.selectOptions(tina.getByLabelText('Role'), 'franchisee-user');
    await user.selectOptions(tina.getByLabelText('Franchise'), 'Gulf Coast Laps');
    await user.click(tina.getByRole('button', { name: 'Save role' }));
    await expectToast("Tina Lopez's role was saved.");
    expect(api.sent.roles).toEqual([
      { UserId: 'user-tina', Role: 'franchisee-user', FranchiseId: 'fr-gulf' },
    ]);
    await waitFor(() =>
      expect(cardOf('Tina Lopez').getByText('Franchisee User', { selector: 'dd' })).toBeInTheDocument(),
    );
    expect(cardOf('Tina Lopez').getByText('Gulf Coast Laps', { selector: 'dd' })).toBeInTheDocument();
  });

  it('says at once that a franchisee role needs its franchise, sending nothing', async () => {
    const { api, user } = open('/admin/users');
    await screen.findByRole('heading', { level: 2, name: 'Alex Morgan' });
    const alexCard = cardOf('Alex Morgan');
    await user.selectOptions(alexCard.getByLabelText('Role'), 'franchisee-user');
    await user.click(alexCard.getByRole('button', { name: 'Save role' }));
    expect(await alexCard.findByText(franchiseRoleNeedsFranchise)).toBeInTheDocument();
    expect(api.sent.roles).toEqual([]);
  });

  it("shows the API's refusal to demote the last active super admin", async () => {
    const { api, user } = open('/admin/users');
    await screen.findByRole('heading', { level: 2, name: 'Alex Morgan' });
    const alexCard = cardOf('Alex Morgan');
    await user.selectOptions(alexCard.getByLabelText('Role'), 'vendor');
    await user.click(alexCard.getByRole('button', { name: 'Save role' }));
    expect(await alexCard.findByText(lastSuperAdminKept)).toBeInTheDocument();
    expect(api.sent.roles).toHaveLength(1);
    expect(alexCard.getByText('Super Admin', { selector: 'dd' })).toBeInTheDocument();
  });

  it('deactivates and reactivates a user, and sends a reset link, each confirmed by a toast', async () => {
    const { api, user } = open('/admin/users');
    await screen.findByRole('heading', { level: 2, name: 'Tina Lopez' });
    await user.click(cardOf('Tina Lopez').getByRole('button', { name: 'Deactivate Tina Lopez' }));
    await expectToast('Tina Lopez was deactivated and signed out.');
    await waitFor(() => expect(cardOf('Tina Lopez').getByText('Deactivated')).toBeInTheDocument());
    await user.click(cardOf('Tina Lopez').getByRole('button', { name: 'Reactivate Tina Lopez' }));
    await expectToast('Tina Lopez was reactivated.');
    await user.click(cardOf('Tina Lopez').getByRole('button', { name: 'Send Tina Lopez a reset link' }));
    await expectToast('A reset link was sent to tina@northtexas.test.');
    expect(api.sent.actives).toEqual([
      { UserId: 'user-tina', Active: false },
      { UserId: 'user-tina', Active: true },
    ]);
    expect(api.sent.resets).toEqual([{ UserId: 'user-tina' }]);
  });

  it('changes a user shown by Show more without dropping the pages shown', async () => {
    const { api, user } = open('/admin/users', manyUsers(12));
    await screen.findByRole('heading', { level: 2, name: 'Pat Runner 10' });
    await user.click(screen.getByRole('button', { name: 'Show more users' }));
    await screen.findByRole('heading', { level: 2, name: 'Pat Runner 12' });
    await user.click(cardOf('Pat Runner 12').getByRole('button', { name: 'Deactivate Pat Runner 12' }));
    await expectToast('Pat Runner 12 was deactivated and signed out.');
    expect(cardOf('Pat Runner 12').getByText('Deactivated')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(12);
    expect(api.sent.actives).toEqual([{ UserId: 'user-12', Active: false }]);
  });

  it("gives a franchisee user changes on their franchise's team leaders only, and no role change", async () => {
    open('/admin/users', [franUser, adminUserFixture()], fran);
    await screen.findByRole('heading', { level: 2, name: 'Tina Lopez' });
    expect(cardOf('Tina Lopez').getByRole('button', { name: 'Deactivate Tina Lopez' })).toBeInTheDocument();
    expect(cardOf('Tina Lopez').queryByRole('button', { name: 'Save role' })).not.toBeInTheDocument();
    expect(cardOf('Fran Lee').queryByRole('button', { name: 'Deactivate Fran Lee' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Franchise')).not.toBeInTheDocument();
  });
});

describe('inviting a user', () => {
  it('invites a franchisee user of a franchise, then shows them in the list', async () => {
    const { api, user, router } = open('/admin/users/invite');
    await user.type(await screen.findByLabelText(/^Email/), 'nia@northtexas.test');
    await user.type(screen.getByLabelText('First name'), 'Nia');
    await user.type(screen.getByLabelText('Last name'), 'Park');
    await user.selectOptions(screen.getByLabelText('Role'), 'franchisee-user');
    await user.selectOptions(screen.getByLabelText(/^Franchise/), 'North Texas Thons');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Nia Park' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?by=Email&q=nia%40northtexas.test');
    expect(api.sent.invites).toEqual([
      {
        Email: 'nia@northtexas.test',
        FirstName: 'Nia',
        LastName: 'Park',
        Role: 'franchisee-user',
        FranchiseId: 'fr-north-texas',
      },
    ]);
    await expectToast('An invitation was sent to nia@northtexas.test.');
  });

  it("shows the API's refusal of an email in use and stays on the form", async () => {
    const { user, router } = open('/admin/users/invite');
    await user.type(await screen.findByLabelText(/^Email/), 'tina@northtexas.test');
    await user.type(screen.getByLabelText('First name'), 'Tina');
    await user.type(screen.getByLabelText('Last name'), 'Again');
    await user.selectOptions(screen.getByLabelText('Role'), 'vendor');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText(emailAlreadyExists)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users/invite');
  });

  it('has a franchisee user invite team leaders of their own franchise', async () => {
    const { api, user } = open('/admin/users/invite', [franUser], fran);
    expect(await screen.findByText('They will be a team leader of your franchise.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Role')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'kai@northtexas.test');
    await user.type(screen.getByLabelText('First name'), 'Kai');
    await user.type(screen.getByLabelText('Last name'), 'Ono');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kai Ono' })).toBeInTheDocument();
    expect(api.sent.invites).toEqual([
      {
        Email: 'kai@northtexas.test',
        FirstName: 'Kai',
        LastName: 'Ono',
        Role: 'franchisee-team-leader',
        FranchiseId: 'fr-north-texas',
      },
    ]);
  });
});

describe('axe at 360 px', { timeout: 30_000 }, () => {
  it.each([
    ['the list', '/admin/users', 'Users'],
    ['the invitation', '/admin/users/invite', 'Invite a user'],
  ])('%s', async (_, path, heading) => {
    window.innerWidth = 360;
    open(path);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(await seriousViolations()).toEqual([]);
  });
});
