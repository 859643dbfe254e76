import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import { mswPath, validSsoCode } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { setPageSetting } from '../../../testing/page-settings';
import { renderApp } from '../../../testing/render-app';
import { signInAs, testSessions } from '../../../testing/sessions';

describe('my account', () => {
  afterEach(() => vi.restoreAllMocks());

  it('greets the user by name and role and says what comes later', async () => {
    signInAs(testSessions.teacher);
    renderApp('/Home/MyAccount?action=LoginPage');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Elena Rivera' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Teacher', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/arrives with the events feature/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Open (admin|main) site/ })).not.toBeInTheDocument();
  });

  it('offers a super admin the admin site through a one-time hand-off code', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const targets: unknown[] = [];
    server.use(
      http.post(mswPath(routes.createSsoHandoff), async ({ request }) => {
        targets.push(await request.clone().json());
        return undefined;
      }),
    );
    signInAs(testSessions.superAdmin);
    const { user } = renderApp('/Home/MyAccount');

    await user.click(await screen.findByRole('button', { name: 'Open admin site' }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`http://admin.localhost:5173/sso?code=${validSsoCode}`),
    );
    expect(targets).toEqual([{ Target: 'admin' }]);
    expect(assign.mock.calls[0]?.[0]).not.toContain(testSessions.superAdmin.Token);
  });

  it('offers the main site on the admin host', async () => {
    setPageSetting('thon-admin-hosts', window.location.hostname);
    signInAs(testSessions.superAdmin);
    renderApp('/Home/MyAccount');
    expect(await screen.findByRole('button', { name: 'Open main site' })).toBeInTheDocument();
  });

  it('follows only an address of the other site’s /sso page', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    server.use(
      http.post(mswPath(routes.createSsoHandoff), () =>
        HttpResponse.json({ Code: 'c', Url: 'javascript:alert(1)' }),
      ),
    );
    signInAs(testSessions.superAdmin);
    const { user } = renderApp('/Home/MyAccount');

    await user.click(await screen.findByRole('button', { name: 'Open admin site' }));

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The other site could not be opened. Please try again.',
      ),
    );
    expect(assign).not.toHaveBeenCalled();
  });
});
