// The admin console's frame: who reaches it, its navigation (built sections link, the others say
// they are coming and link nowhere), and axe at phone width.
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { pageSettingNames } from '@/lib/page-settings';
import { franchiseeApi } from '@/testing/franchisee-handlers';
import { server } from '@/testing/msw-server';
import { setPageSetting } from '@/testing/page-settings';
import { renderApp } from '@/testing/render-app';
import { makeSession, signInAs, testSessions } from '@/testing/sessions';

const franchiseeUser = makeSession('franchisee-user', {
  UserId: 'user-fran',
  FirstName: 'Fran',
  LastName: 'Lee',
});

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

describe('admin console frame', () => {
  it('gives a super admin the navigation: Franchises links, the sections to come link nowhere', async () => {
    signInAs(testSessions.superAdmin);
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin console' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin console' });
    expect(within(nav).getByRole('link', { name: 'Franchises' })).toHaveAttribute(
      'href',
      '/admin/franchises',
    );
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Overview',
      'Users',
      'Franchises',
      'Organizations',
      'Thons',
      'Reference lists',
      'Reconciliation',
      'Vendors',
      'Audit log',
    ]);
    expect(within(nav).getByRole('link', { name: 'Thons' })).toHaveAttribute('href', '/admin/thons');
  });

  it('is open to franchisee users', async () => {
    // Their home shows their franchise's dashboard.
    server.use(...franchiseeApi().handlers);
    signInAs(franchiseeUser);
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin console' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Fran Lee, Franchisee User.')).toBeInTheDocument();
    // The franchise list is the super admin's: no link leads a franchisee user to a refusal.
    const nav = screen.getByRole('navigation', { name: 'Admin console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Users', 'Organizations', 'Thons', 'Reconciliation', 'Audit log', 'Calendar']);
    expect(within(nav).getByText('Franchises', { exact: false })).toHaveTextContent(
      'Franchises (coming soon)',
    );
    expect(screen.queryByRole('link', { name: 'Franchises' })).not.toBeInTheDocument();
    // Their own franchise's page (where they set whether its organizers may shop) is one link away.
    expect(screen.getByRole('link', { name: "Open your franchise's page" })).toHaveAttribute(
      'href',
      '/admin/franchises/fr-north-texas',
    );
  });

  it.each([
    ['an organizer', makeSession('organizer')],
    ['a franchisee team leader', makeSession('franchisee-team-leader')],
    ['a teacher', testSessions.teacher],
  ])('is not for %s', async (_, session) => {
    signInAs(session);
    renderApp('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin console' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to the login page, to come back after', async () => {
    const { router } = renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/admin')}`);
  });

  it.each([
    ['a super admin', testSessions.superAdmin, true],
    ['a franchisee user', franchiseeUser, true],
    ['an organizer', makeSession('organizer'), false],
  ])(
    'on the admin host, the header links %s to the console only if they may use it',
    async (_, session, linked) => {
      setPageSetting(pageSettingNames.adminHosts, 'localhost');
      signInAs(session);
      renderApp('/');
      // The frame index.html paints first has no Log out: wait for the signed-in header.
      await screen.findByRole('button', { name: 'Log out' });
      const header = within(screen.getByRole('navigation', { name: 'Main' }));
      if (linked)
        expect(header.getByRole('link', { name: 'Admin console' })).toHaveAttribute('href', '/admin');
      else expect(header.queryByRole('link', { name: 'Admin console' })).not.toBeInTheDocument();
    },
  );

  it('on the main host, the header has no console link (the account page hands off)', async () => {
    signInAs(testSessions.superAdmin);
    renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Admin console' });
    const header = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(header.queryByRole('link', { name: 'Admin console' })).not.toBeInTheDocument();
  });

  it('passes axe at 360 px', { timeout: 30_000 }, async () => {
    window.innerWidth = 360;
    signInAs(testSessions.superAdmin);
    renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Admin console' });
    expect(await seriousViolations()).toEqual([]);
  });
});
