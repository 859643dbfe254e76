// The Thon pages for the franchise roles: a franchisee user creates a Thon for one of their
// organizations from its console page (only the Thon's own fields asked, the organization sent by
// id) and opens it; a franchisee team leader finds the Thons they are assigned to from My Account
// (every page of the list followed) and opens one for the event-day work only: units and
// participants, none of the management or money sections, and no access codes read.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import { consoleThonApi, manyConsoleThons } from '@/testing/console-thon-handlers';
import { franchiseApi, franchiseFixture } from '@/testing/franchise-handlers';
import { organizationApi, organizationFixture } from '@/testing/organization-handlers';
import { server } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import { makeSession, signInAs } from '@/testing/sessions';
import { thonHandlers } from '@/testing/thon-handlers';

/** The paths and bodies of the requests the app sends, as they are sent. */
function recordRequests(): { path: string; body: Promise<unknown> }[] {
  const requests: { path: string; body: Promise<unknown> }[] = [];
  server.events.on('request:start', ({ request }) => {
    const body = request.method === 'POST' ? request.clone().json() : Promise.resolve(undefined);
    requests.push({ path: new URL(request.url).pathname, body });
  });
  return requests;
}

describe('Thon pages for franchise roles', () => {
  beforeEach(() => server.use(...thonHandlers()));

  it('lets a franchisee user create a Thon for one of their organizations from its console page', async () => {
    const franchises = franchiseApi({ franchises: [franchiseFixture()] });
    const organizations = organizationApi({
      franchises: franchises.franchises,
      organizations: [organizationFixture()],
    });
    server.use(...organizations.handlers, ...franchises.handlers);
    signInAs(makeSession('franchisee-user', { FranchiseId: 'fr-north-texas' }));
    const requests = recordRequests();
    const { user, router } = renderApp('/admin/organizations/org-lincoln');

    await user.click(await screen.findByRole('link', { name: 'Create a Thon for it' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a Thon' })).toBeInTheDocument();
    expect(screen.getByText('For Lincoln Elementary.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Organization name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Organization type')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Thon name'), 'Lincoln Spring Run');
    await user.type(screen.getByLabelText('Start date'), '2026-05-01');
    await user.type(screen.getByLabelText('End date'), '2026-05-02');
    await user.type(screen.getByLabelText('Goal (US dollars)'), '10000');
    await user.click(screen.getByRole('button', { name: 'Create Thon' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Lincoln Spring Run' })).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/organizer\/thons\/[^/]+$/);
    const creates = requests.filter((request) => request.path === routes.createThon.path);
    expect(creates).toHaveLength(1);
    const body = (await creates[0]?.body) as Record<string, unknown>;
    expect(body).toMatchObject({ OrganizationId: 'org-lincoln', Name: 'Lincoln Spring Run' });
    for (const field of ['OrganizationName', 'OrganizationType', 'City', 'State']) {
      expect(body).not.toHaveProperty(field);
    }
    server.events.removeAllListeners();
  });

  it('leads a franchisee team leader from My Account to the Thons they are assigned to', async () => {
    // Twelve Thons: more than a page of the list, so the last one is on its second page.
    const api = consoleThonApi({ thons: manyConsoleThons(12) });
    server.use(...api.handlers);
    signInAs(makeSession('franchisee-team-leader', { FranchiseId: 'fr-north-texas' }));
    const { user, router } = renderApp('/Home/MyAccount');

    await user.click(await screen.findByRole('link', { name: 'My Thons' }));
    const list = await screen.findByRole('list', { name: 'Your Thons' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByRole('link', { name: 'Run 12' })).toBeInTheDocument();
    expect(api.sent.lists).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Create a Thon' })).not.toBeInTheDocument();
    await user.click(within(list).getByRole('link', { name: 'Run 12' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizer/thons/ev-12'));
  });

  it('shows a franchisee team leader the event-day sections only, reading no access codes', async () => {
    signInAs(makeSession('franchisee-team-leader', { FranchiseId: 'fr-north-texas' }));
    const requests = recordRequests();
    renderApp('/organizer/thons/evt-new');

    expect(await screen.findByRole('heading', { level: 1, name: 'Maple Fun Run' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Units' })).toBeInTheDocument();
    for (const section of ['Status', 'Payments', 'Access codes', 'Pledges']) {
      expect(screen.queryByRole('region', { name: section })).not.toBeInTheDocument();
    }
    await waitFor(() =>
      expect(requests.map((request) => request.path)).toContain(
        routes.getThonRoster.path.replace('{eventId}', 'evt-new'),
      ),
    );
    expect(requests.some((request) => request.path.startsWith('/api/events/GetThonAccessCodes'))).toBe(false);
    expect(requests.some((request) => request.path.startsWith('/api/pledges/GetPledgeSettings'))).toBe(false);
    server.events.removeAllListeners();
  });

  it('lets a franchisee user open a Thon page with its management sections', async () => {
    signInAs(makeSession('franchisee-user', { FranchiseId: 'fr-north-texas' }));
    renderApp('/organizer/thons/evt-new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maple Fun Run' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Access codes' })).toBeInTheDocument();
  });
});
