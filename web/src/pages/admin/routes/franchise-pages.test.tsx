// The console's franchise pages against the fake franchise API (testing/franchise-handlers.ts):
// the list (filter, sort, the API's cursor), create and edit with the territory editor and the
// server's overlap refusal, suspend and reactivate after asking, who sees what, and axe at 360 px.
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { franchiseRoutes } from '@thon/shared/api/routes/franchises';
import { cursorNotValid } from '@thon/shared/api/schemas/franchises';
import { changedAtTheSameTime, territoryEmpty, zipPrefixNotValid } from '@thon/shared/catalog/messages';
import {
  organizersMayShopLabel,
  organizersMayShopOff,
  organizersMayShopOn,
} from '@thon/shared/catalog/franchise-console-messages';
import { franchiseeSetsOrganizersMayShopOnly } from '@thon/shared/catalog/shop-messages';
import { mswPath } from '@/testing/handlers';
import { franchiseApi, franchiseFixture, manyFranchises } from '@/testing/franchise-handlers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeSession, signInAs, testSessions } from '@/testing/sessions';
import type { Franchise } from '@thon/shared/api/schemas/franchises';

function open(path: string, franchises?: Franchise[]) {
  const api = franchiseApi(franchises ? { franchises } : {});
  server.use(...api.handlers);
  signInAs(testSessions.superAdmin);
  return { api, ...renderApp(path) };
}

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The toasts shown (sonner's region), by text. */
async function toastTexts(): Promise<string[]> {
  const region = await screen.findByRole('region', { name: /notifications/i });
  return within(region)
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

const cardOf = (name: string) => {
  const card = screen.getByRole('link', { name }).closest('li');
  if (!card) throw new Error(`no card for ${name}`);
  return within(card);
};

describe('franchise list', () => {
  it('shows each franchise with its states, ZIP prefixes, status and commission, leading to its page', async () => {
    open('/admin/franchises', [
      franchiseFixture(),
      franchiseFixture({
        FranchiseId: 'fr-ok',
        Name: 'Sooner Runs',
        Territory: { States: ['KS'], ZipPrefixes: [] },
        Status: 'suspended',
        DefaultCommissionPercent: 8,
      }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Franchises' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'North Texas Thons' })).toHaveAttribute(
      'href',
      '/admin/franchises/fr-north-texas',
    );
    const texas = cardOf('North Texas Thons');
    expect(texas.getByText('OK')).toBeInTheDocument();
    expect(texas.getByText('750, 751')).toBeInTheDocument();
    expect(texas.getByText('Active')).toBeInTheDocument();
    expect(texas.getByText('12%')).toBeInTheDocument();
    const sooner = cardOf('Sooner Runs');
    expect(sooner.getByText('Suspended')).toBeInTheDocument();
    expect(sooner.getByText('None')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a franchise' })).toHaveAttribute(
      'href',
      '/admin/franchises/new',
    );
  });

  it("pages with the API's cursor, 10 at a time (the spec's default): Show more adds the next page below", async () => {
    const { api, user } = open('/admin/franchises', manyFranchises(23));
    await screen.findByRole('link', { name: 'Franchise 10' });
    const items = () => within(screen.getByRole('list', { name: 'Franchise list' })).getAllByRole('listitem');
    expect(items()).toHaveLength(10);
    expect(screen.queryByRole('link', { name: 'Franchise 11' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more franchises' }));
    expect(await screen.findByRole('link', { name: 'Franchise 20' })).toBeInTheDocument();
    expect(items()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more franchises' }));
    expect(await screen.findByRole('link', { name: 'Franchise 23' })).toBeInTheDocument();
    expect(items()).toHaveLength(23);
    expect(screen.queryByRole('button', { name: 'Show more franchises' })).not.toBeInTheDocument();
    expect(api.sent.lists).toEqual([
      { PageSize: '10' },
      { PageSize: '10', Cursor: btoa('Franchise 10') },
      { PageSize: '10', Cursor: btoa('Franchise 20') },
    ]);
  });

  it('says when the API refuses a later page (an expired cursor), keeping what is shown', async () => {
    const api = franchiseApi({ franchises: manyFranchises(13) });
    // Handlers given first answer first: the refusal stands before the fake's list.
    server.use(
      http.get(mswPath(franchiseRoutes.listFranchises), ({ request }) =>
        new URL(request.url).searchParams.has('Cursor')
          ? HttpResponse.json(
              { message: cursorNotValid, issues: [{ path: 'Cursor', message: cursorNotValid }] },
              { status: 400 },
            )
          : undefined,
      ),
      ...api.handlers,
    );
    signInAs(testSessions.superAdmin);
    const { user } = renderApp('/admin/franchises');
    await user.click(await screen.findByRole('button', { name: 'Show more franchises' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(cursorNotValid);
    expect(within(alert).getByRole('link', { name: 'Start again from the first page' })).toHaveAttribute(
      'href',
      '/admin/franchises',
    );
    expect(screen.getByRole('link', { name: 'Franchise 10' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more franchises' })).not.toBeInTheDocument();

    // Starting again reloads the first page: the refusal goes and paging is offered again.
    await user.click(within(alert).getByRole('link', { name: 'Start again from the first page' }));
    expect(await screen.findByRole('button', { name: 'Show more franchises' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('finds by name, filters by status and sorts by commission', async () => {
    const { user } = open('/admin/franchises', [
      franchiseFixture(),
      franchiseFixture({
        FranchiseId: 'fr-2',
        Name: 'Sooner Runs',
        Territory: { States: ['KS'], ZipPrefixes: [] },
        Status: 'suspended',
        DefaultCommissionPercent: 30,
      }),
      franchiseFixture({
        FranchiseId: 'fr-3',
        Name: 'Texas Gulf Laps',
        Territory: { States: ['LA'], ZipPrefixes: [] },
        DefaultCommissionPercent: 5,
      }),
    ]);
    await screen.findByRole('link', { name: 'Sooner Runs' });
    await user.type(screen.getByLabelText('Find by name'), 'texas');
    expect(screen.getByText('2 of 3 franchises')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sooner Runs' })).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Find by name'));
    await user.selectOptions(screen.getByLabelText('Status'), 'suspended');
    const names = () =>
      within(screen.getByRole('list', { name: 'Franchise list' }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(names()).toEqual(['Sooner Runs']);

    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    expect(names()).toEqual(['North Texas Thons', 'Sooner Runs', 'Texas Gulf Laps']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'commission');
    expect(names()).toEqual(['Sooner Runs', 'North Texas Thons', 'Texas Gulf Laps']);
  });

  it('is for super admins: a franchisee user is told the page is not for them', async () => {
    server.use(...franchiseApi().handlers);
    signInAs(makeSession('franchisee-user'));
    renderApp('/admin/franchises');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' }),
    ).toBeInTheDocument();
  });
});

describe('creating a franchise', () => {
  it('creates one with states picked from the list and typed ZIP prefixes, then opens its page', async () => {
    const { api, user, router } = open('/admin/franchises/new');
    await user.type(await screen.findByLabelText('Name'), 'Gulf Coast Laps');
    const commission = screen.getByLabelText('Default commission (%)');
    await user.clear(commission);
    await user.type(commission, '15');
    await user.type(screen.getByLabelText('Contact name'), 'Gil Moss');
    await user.type(screen.getByLabelText('Contact email'), 'gil@gulf.test');
    await user.type(screen.getByLabelText('Contact phone'), '7135550123');
    await user.selectOptions(screen.getByLabelText('Add a state'), 'LA');
    await user.click(screen.getByRole('button', { name: 'Add state' }));
    await user.selectOptions(screen.getByLabelText('Add a state'), 'MS');
    await user.click(screen.getByRole('button', { name: 'Add state' }));
    await user.click(screen.getByRole('button', { name: 'Remove Mississippi' }));
    expect(
      within(screen.getByRole('list', { name: 'States in this territory' })).getByText('Louisiana'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('ZIP prefixes'), '773, 7740');
    await user.click(screen.getByRole('button', { name: 'Create the franchise' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Gulf Coast Laps' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/franchises/fr-new-2');
    expect(await screen.findByText('The franchise Gulf Coast Laps was created.')).toBeInTheDocument();
    expect(api.sent.creates).toEqual([
      {
        Name: 'Gulf Coast Laps',
        DefaultCommissionPercent: 15,
        Contact: { Name: 'Gil Moss', Email: 'gil@gulf.test', Phone: '7135550123' },
        Territory: { States: ['LA'], ZipPrefixes: ['773', '7740'] },
      },
    ]);
  });

  it('names the fields to fix before sending anything', async () => {
    const { api, user } = open('/admin/franchises/new');
    await user.click(await screen.findByRole('button', { name: 'Create the franchise' }));
    expect(await screen.findByText('Please review required fields')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Territory' })).getByText(territoryEmpty),
    ).toBeInTheDocument();
    expect(api.sent.creates).toEqual([]);

    // A prefix that is not 1 to 5 digits is named under the territory too.
    await user.type(screen.getByLabelText('ZIP prefixes'), '750, 75A');
    await user.click(screen.getByRole('button', { name: 'Create the franchise' }));
    expect(
      await within(screen.getByRole('group', { name: 'Territory' })).findByText(zipPrefixNotValid),
    ).toBeInTheDocument();
    expect(api.sent.creates).toEqual([]);
  });

  it("shows the server's overlap refusal under the territory, and stays to be corrected", async () => {
    const { api, user, router } = open('/admin/franchises/new');
    await user.type(await screen.findByLabelText('Name'), 'Dallas Dashes');
    await user.type(screen.getByLabelText('Contact name'), 'Dee Ash');
    await user.type(screen.getByLabelText('Contact email'), 'dee@dallas.test');
    await user.type(screen.getByLabelText('Contact phone'), '2145550199');
    await user.type(screen.getByLabelText('ZIP prefixes'), '7501');
    await user.click(screen.getByRole('button', { name: 'Create the franchise' }));

    const overlap = 'This territory overlaps the territory of North Texas Thons: ZIP prefix 7501.';
    const territory = screen.getByRole('group', { name: 'Territory' });
    expect(await within(territory).findByText(overlap)).toBeInTheDocument();
    expect(territory).toHaveAccessibleDescription(overlap);
    expect(router.state.location.pathname).toBe('/admin/franchises/new');
    expect(api.sent.creates).toHaveLength(1);
    expect(api.franchises()).toHaveLength(1);
  });
});

describe('a write refused for another reason', () => {
  it('shows a same-moment conflict in the status line only, not under the territory', async () => {
    const api = franchiseApi();
    server.use(
      http.post(mswPath(franchiseRoutes.updateFranchise), () =>
        HttpResponse.json({ message: changedAtTheSameTime }, { status: 409 }),
      ),
      ...api.handlers,
    );
    signInAs(testSessions.superAdmin);
    const { user } = renderApp('/admin/franchises/fr-north-texas');
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(async () =>
      expect(await toastTexts()).toEqual([expect.stringContaining(changedAtTheSameTime)]),
    );
    const territory = screen.getByRole('group', { name: 'Territory' });
    expect(within(territory).queryByText(changedAtTheSameTime)).not.toBeInTheDocument();
    expect(territory).not.toHaveAccessibleDescription();
  });
});

describe('a franchise page', () => {
  it('saves an edit and confirms it', async () => {
    const { api, user } = open('/admin/franchises/fr-north-texas');
    const commission = await screen.findByLabelText('Default commission (%)');
    expect(screen.getByLabelText('ZIP prefixes')).toHaveValue('750, 751');
    await user.clear(commission);
    await user.type(commission, '20');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(async () =>
      expect(await toastTexts()).toEqual([
        expect.stringContaining('The franchise North Texas Thons was saved.'),
      ]),
    );
    expect(api.sent.updates).toEqual([
      expect.objectContaining({ FranchiseId: 'fr-north-texas', DefaultCommissionPercent: 20 }),
    ]);
  });

  it('suspends after asking, then offers to reactivate', async () => {
    const { api, user } = open('/admin/franchises/fr-north-texas');
    await user.click(await screen.findByRole('button', { name: 'Suspend this franchise' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend North Texas Thons?' });
    expect(api.sent.statuses).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, suspend it' }));
    expect(await screen.findByRole('button', { name: 'Reactivate this franchise' })).toBeInTheDocument();
    expect(screen.getAllByText('The franchise North Texas Thons is suspended.').length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent.statuses).toEqual([{ FranchiseId: 'fr-north-texas', Status: 'suspended' }]);

    await user.click(screen.getByRole('button', { name: 'Reactivate this franchise' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Reactivate North Texas Thons?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(api.sent.statuses).toHaveLength(1);
  });

  it('shows a franchisee user their franchise read-only', async () => {
    server.use(...franchiseApi().handlers);
    signInAs(makeSession('franchisee-user'));
    renderApp('/admin/franchises/fr-north-texas');
    expect(await screen.findByRole('heading', { level: 1, name: 'North Texas Thons' })).toBeInTheDocument();
    expect(screen.getByText('nora@northtexas.test')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend this franchise' })).not.toBeInTheDocument();
  });

  it("lets a super admin turn the shop off for the franchise's organizers and on again", async () => {
    const { api, user } = open('/admin/franchises/fr-north-texas');
    const shop = await screen.findByRole('checkbox', { name: organizersMayShopLabel });
    expect(shop).toBeChecked();
    await user.click(shop);
    expect(await screen.findByText(organizersMayShopOff('North Texas Thons'))).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: organizersMayShopLabel })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: organizersMayShopLabel }));
    expect(await screen.findByText(organizersMayShopOn('North Texas Thons'))).toBeInTheDocument();
    expect(api.sent.updates).toEqual([
      { FranchiseId: 'fr-north-texas', OrganizersMayShop: false },
      { FranchiseId: 'fr-north-texas', OrganizersMayShop: true },
    ]);
  });

  it('lets a franchisee user set the shop switch of their own franchise, sending that field alone', async () => {
    const api = franchiseApi();
    server.use(...api.handlers);
    signInAs(makeSession('franchisee-user'));
    const { user } = renderApp('/admin/franchises/fr-north-texas');
    await user.click(await screen.findByRole('checkbox', { name: organizersMayShopLabel }));
    expect(await screen.findByText(organizersMayShopOff('North Texas Thons'))).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: organizersMayShopLabel })).not.toBeChecked();
    expect(api.sent.updates).toEqual([{ FranchiseId: 'fr-north-texas', OrganizersMayShop: false }]);
  });

  it("shows the API's refusal of the shop switch and keeps the franchise's setting", async () => {
    const api = franchiseApi();
    server.use(
      http.post(mswPath(franchiseRoutes.updateFranchise), () =>
        HttpResponse.json({ message: franchiseeSetsOrganizersMayShopOnly }, { status: 403 }),
      ),
      ...api.handlers,
    );
    signInAs(makeSession('franchisee-user'));
    const { user } = renderApp('/admin/franchises/fr-north-texas');
    await user.click(await screen.findByRole('checkbox', { name: organizersMayShopLabel }));
    await waitFor(() =>
      expect(screen.getAllByText(franchiseeSetsOrganizersMayShopOnly).length).toBeGreaterThan(0),
    );
    expect(screen.getByRole('checkbox', { name: organizersMayShopLabel })).toBeChecked();
  });

  it('answers an unknown (or out-of-reach) id with the could-not-be-shown page', async () => {
    open('/admin/franchises/fr-elsewhere');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' }),
    ).toBeInTheDocument();
  });
});

describe('axe at 360 px', { timeout: 30_000 }, () => {
  it.each([
    ['the list', '/admin/franchises', 'Franchises'],
    ['the new franchise', '/admin/franchises/new', 'New franchise'],
    ['a franchise', '/admin/franchises/fr-north-texas', 'North Texas Thons'],
  ])('%s', async (_, path, heading) => {
    window.innerWidth = 360;
    open(path);
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(await seriousViolations()).toEqual([]);
  });

  it("a franchisee user's own franchise, with its shop switch", async () => {
    window.innerWidth = 360;
    server.use(...franchiseApi().handlers);
    signInAs(makeSession('franchisee-user'));
    renderApp('/admin/franchises/fr-north-texas');
    await screen.findByRole('checkbox', { name: organizersMayShopLabel });
    expect(await seriousViolations()).toEqual([]);
  });
});
