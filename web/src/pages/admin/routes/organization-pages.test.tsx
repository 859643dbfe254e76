// The console's organization pages against the fake organization and franchise APIs
// (testing/organization-handlers.ts, franchise-handlers.ts): the list (franchise filter, find,
// sort, the API's cursor), create (the franchise derived from the ZIP shown after saving), edit,
// the access-code switch, a super admin's move and clearing it, a refusal shown, each organization's
// payout account status in the list and on its page, and axe at 360 px.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { franchiseRoutes } from '@thon/shared/api/routes/franchises';
import type { Organization } from '@thon/shared/api/schemas/organizations';
import { organizationOutsideTerritory } from '@thon/shared/catalog/messages';
import { franchiseApi, franchiseFixture } from '@/testing/franchise-handlers';
import { mswPath } from '@/testing/handlers';
import { manyOrganizations, organizationApi, organizationFixture } from '@/testing/organization-handlers';
import { seriousViolations, toastTexts } from '@/testing/console-checks';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeSession, signInAs, testSessions } from '@/testing/sessions';

const gulf = franchiseFixture({
  FranchiseId: 'fr-gulf',
  Name: 'Gulf Coast Laps',
  Territory: { States: ['LA'], ZipPrefixes: ['773'] },
});

function open(path: string, organizations?: Organization[], session = testSessions.superAdmin) {
  const franchises = franchiseApi({ franchises: [franchiseFixture(), gulf] });
  const api = organizationApi({
    franchises: franchises.franchises,
    ...(organizations ? { organizations } : {}),
  });
  server.use(...api.handlers, ...franchises.handlers);
  signInAs(session);
  return { api, ...renderApp(path) };
}

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('organization list', () => {
  it("shows a super admin the chosen franchise's organizations, found by name and sorted", async () => {
    const { api, user } = open('/admin/organizations', [
      organizationFixture(),
      organizationFixture({
        OrganizationId: 'org-2',
        Name: 'Austin High',
        CreatedAt: '2026-04-01T00:00:00.000Z',
      }),
      organizationFixture({ OrganizationId: 'org-3', Name: 'Bayou Club', FranchiseId: 'fr-gulf' }),
      organizationFixture({ OrganizationId: 'org-4', Name: 'Friends of Ada', FranchiseId: 'direct' }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Organizations' })).toBeInTheDocument();
    // No franchise chosen: the API's default, the direct customers.
    await waitFor(() => expect(rowNames()).toEqual(['Friends of Ada']));

    await user.selectOptions(screen.getByLabelText('Franchise'), 'North Texas Thons');
    await user.click(screen.getByRole('button', { name: 'Show organizations' }));
    await waitFor(() => expect(rowNames()).toEqual(['Austin High', 'Lincoln Elementary']));
    expect(api.sent.lists.at(-1)).toEqual({ PageSize: '10', FranchiseId: 'fr-north-texas' });
    expect(screen.getByRole('link', { name: 'Lincoln Elementary' })).toHaveAttribute(
      'href',
      '/admin/organizations/org-lincoln',
    );
    const lincoln = screen.getByRole('row', { name: /Lincoln Elementary/ });
    expect(within(lincoln).getByText('Dallas, TX 75001')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'newest');
    expect(rowNames()).toEqual(['Austin High', 'Lincoln Elementary']);
    await user.type(screen.getByLabelText('Find by name'), 'linc');
    expect(rowNames()).toEqual(['Lincoln Elementary']);
    expect(screen.getByText('1 of 2 organizations')).toBeInTheDocument();
  });

  it("pages with the API's cursor: Show more adds the next page of the same franchise", async () => {
    const { api, user } = open('/admin/organizations?franchise=fr-north-texas', manyOrganizations(13));
    await screen.findByRole('link', { name: 'School 10' });
    expect(screen.queryByRole('link', { name: 'School 11' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more organizations' }));
    expect(await screen.findByRole('link', { name: 'School 13' })).toBeInTheDocument();
    expect(rowNames()).toHaveLength(13);
    expect(screen.queryByRole('button', { name: 'Show more organizations' })).not.toBeInTheDocument();
    expect(api.sent.lists.at(-1)).toEqual({
      PageSize: '10',
      FranchiseId: 'fr-north-texas',
      Cursor: btoa('School 10'),
    });
  });

  it("gives a franchisee user their franchise's list without a franchise filter", async () => {
    open(
      '/admin/organizations',
      [organizationFixture({ FranchiseId: 'direct' })],
      makeSession('franchisee-user'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Organizations' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Franchise')).not.toBeInTheDocument();
  });
});

describe('payout account status', () => {
  const enabled = { Status: 'Enabled' as const, ChargesEnabled: true, PayoutsEnabled: true };
  const pending = { Status: 'Pending' as const, ChargesEnabled: false, PayoutsEnabled: false };

  it('shows each organization’s status in the list', async () => {
    open('/admin/organizations?franchise=fr-north-texas', [
      organizationFixture({ Payout: enabled }),
      organizationFixture({ OrganizationId: 'org-2', Name: 'Austin High', Payout: pending }),
      organizationFixture({ OrganizationId: 'org-3', Name: 'Cedar Middle' }),
    ]);
    await screen.findByRole('link', { name: 'Lincoln Elementary' });
    expect(screen.getByRole('columnheader', { name: 'Payout account' })).toBeInTheDocument();
    const statusOf = (name: RegExp) => within(screen.getByRole('row', { name })).getAllByRole('cell').at(-1);
    expect(statusOf(/Lincoln Elementary/)).toHaveTextContent('Enabled');
    expect(statusOf(/Austin High/)).toHaveTextContent('Pending');
    expect(statusOf(/Cedar Middle/)).toHaveTextContent('Not connected');
  });

  it('shows the status and whether payouts reach the bank on the organization’s page', async () => {
    open('/admin/organizations/org-lincoln', [
      organizationFixture({ Payout: { Status: 'Enabled', ChargesEnabled: true, PayoutsEnabled: false } }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lincoln Elementary' })).toBeInTheDocument();
    const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(term('Payout account')).toHaveTextContent('Enabled');
    expect(term('Payouts to the bank')).toHaveTextContent('Not yet');
  });
});

describe('creating and editing an organization', () => {
  it('creates one, then shows the franchise the server derived from its ZIP', async () => {
    const { api, user, router } = open('/admin/organizations/new', []);
    await user.type(await screen.findByLabelText('Name'), 'Bayou Middle');
    await user.selectOptions(screen.getByLabelText('Type'), 'Middle School');
    await user.selectOptions(screen.getByLabelText('School level'), 'Middle');
    await user.type(screen.getByLabelText('Street'), '5 Levee Rd');
    await user.type(screen.getByLabelText('City'), 'Houston');
    await user.selectOptions(screen.getByLabelText('State'), 'TX');
    await user.type(screen.getByLabelText(/^ZIP/), '77301');
    await user.click(screen.getByRole('button', { name: 'Create the organization' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Bayou Middle' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/organizations/org-new-1');
    expect(api.sent.creates).toEqual([
      {
        Name: 'Bayou Middle',
        OrganizationType: 'Middle School',
        SchoolLevel: 'Middle',
        Address: { Street: '5 Levee Rd', City: 'Houston', State: 'TX', Zip: '77301' },
      },
    ]);
    const franchise = screen.getByText('Franchise').closest('div');
    expect(franchise).toHaveTextContent('Gulf Coast Laps');
    await waitFor(async () =>
      expect(await toastTexts()).toEqual([
        expect.stringContaining('The organization Bayou Middle was created in Gulf Coast Laps.'),
      ]),
    );
  });

  it("shows the API's refusal (a ZIP outside the franchisee's territory) and stays on the form", async () => {
    const { user, router } = open('/admin/organizations/new', [], makeSession('franchisee-user'));
    // Added after the fakes, so it answers first.
    server.use(
      http.post(mswPath(franchiseRoutes.createOrganization), () =>
        HttpResponse.json({ message: organizationOutsideTerritory }, { status: 409 }),
      ),
    );
    await user.type(await screen.findByLabelText('Name'), 'Far Away Club');
    await user.selectOptions(screen.getByLabelText('Type'), 'Club or Civic Group');
    expect(screen.queryByLabelText('School level')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Street'), '1 Elm St');
    await user.type(screen.getByLabelText('City'), 'Tulsa');
    await user.selectOptions(screen.getByLabelText('State'), 'OK');
    await user.type(screen.getByLabelText(/^ZIP/), '74101');
    await user.click(screen.getByRole('button', { name: 'Create the organization' }));
    expect(await screen.findByText(organizationOutsideTerritory)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/organizations/new');
  });

  it('edits an organization and confirms with a toast', async () => {
    const { api, user } = open('/admin/organizations/org-lincoln');
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Lincoln Academy');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lincoln Academy' })).toBeInTheDocument();
    expect(api.sent.updates[0]).toMatchObject({ OrganizationId: 'org-lincoln', Name: 'Lincoln Academy' });
    await waitFor(async () =>
      expect(await toastTexts()).toEqual([
        expect.stringContaining('The organization Lincoln Academy was saved.'),
      ]),
    );
    expect(screen.getByRole('link', { name: 'Its Thons' })).toHaveAttribute(
      'href',
      '/admin/thons?organization=org-lincoln',
    );
  });

  it('switches access-code-only sign-in on, confirmed by a toast', async () => {
    const { api, user } = open('/admin/organizations/org-lincoln');
    const toggle = await screen.findByRole('switch', { name: 'Participants sign in only with access codes' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(api.sent.accessCodes).toEqual([{ OrganizationId: 'org-lincoln', ForceAccessCode: true }]);
    await waitFor(async () =>
      expect(await toastTexts()).toEqual([
        expect.stringContaining("Lincoln Elementary's participants now sign in only with access codes."),
      ]),
    );
  });
});

describe('moving an organization', () => {
  it('lets a super admin move it to another franchise, then clear the override', async () => {
    const { api, user } = open('/admin/organizations/org-lincoln');
    await user.selectOptions(await screen.findByLabelText('Franchise to move it to'), 'Gulf Coast Laps');
    await user.click(screen.getByRole('button', { name: 'Move it' }));
    expect(await screen.findByText('Lincoln Elementary now belongs to Gulf Coast Laps.')).toBeInTheDocument();
    expect(screen.getByText('A super admin')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Let its ZIP decide its franchise again' }));
    expect(
      await screen.findByText('Lincoln Elementary follows its ZIP again: it belongs to North Texas Thons.'),
    ).toBeInTheDocument();
    expect(api.sent.moves).toEqual([
      { OrganizationId: 'org-lincoln', FranchiseId: 'fr-gulf' },
      { OrganizationId: 'org-lincoln' },
    ]);
    expect(screen.getByText('Its ZIP')).toBeInTheDocument();
  });

  it('is not offered to a franchisee user', async () => {
    open('/admin/organizations/org-lincoln', undefined, makeSession('franchisee-user'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lincoln Elementary' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Move to another franchise' })).not.toBeInTheDocument();
  });
});

describe('axe at 360 px', { timeout: 30_000 }, () => {
  it.each([
    ['the list', '/admin/organizations?franchise=fr-north-texas', 'Organizations'],
    ['the new organization', '/admin/organizations/new', 'Add an organization'],
    ['an organization', '/admin/organizations/org-lincoln', 'Lincoln Elementary'],
  ])('%s', async (_, path, heading) => {
    window.innerWidth = 360;
    open(path);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(await seriousViolations()).toEqual([]);
  });
});
