import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import {
  accountInactive,
  enterPassword,
  enterUsername,
  loginFailed,
  reviewRequiredFields,
} from '@thon/shared/catalog/messages';
import { readSession } from '../../../lib/session-storage';
import { inactiveUsername, mswPath, testPassword } from '../../../testing/handlers';
import { findPanel } from '../../../testing/login-page';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { testSessions } from '../../../testing/sessions';

async function logIn(path: string, username: string, password: string) {
  const app = renderApp(path);
  const panel = await findPanel('password');
  if (username) await app.user.type(panel.getByLabelText('Username'), username);
  if (password) await app.user.type(panel.getByLabelText('Password'), password);
  await app.user.click(panel.getByRole('button', { name: 'Log in' }));
  return { ...app, panel };
}

const location = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`;

describe('username and password login', () => {
  it('asks for both fields, summarises, and sends nothing', async () => {
    let requests = 0;
    server.use(http.post(mswPath(routes.login), () => void (requests += 1)));

    const { panel } = await logIn('/login', '', '');

    expect(await panel.findByText(enterUsername)).toBeInTheDocument();
    expect(panel.getByText(enterPassword)).toBeInTheDocument();
    expect(panel.getByRole('alert')).toHaveTextContent(reviewRequiredFields);
    expect(panel.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(panel.getByLabelText('Password')).toHaveAccessibleDescription(enterPassword);
    expect(panel.getByLabelText('Username')).toHaveFocus();
    expect(requests).toBe(0);
  });

  it('asks only for the missing password', async () => {
    const { panel } = await logIn('/login', 'demo.teacher', '');

    expect(await panel.findByText(enterPassword)).toBeInTheDocument();
    expect(panel.queryByText(enterUsername)).not.toBeInTheDocument();
    expect(panel.getByRole('alert')).toHaveTextContent(reviewRequiredFields);
  });

  it("shows 'Please check your input…' titled Error for 'Authentication Failed' and stays", async () => {
    const { panel, router } = await logIn('/login', 'demo.teacher', 'wrong-password');

    const alert = await panel.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(loginFailed));
    expect(alert.querySelector('strong')).toHaveTextContent(/^Error$/);
    expect(router.state.location.pathname).toBe('/login');
    expect(readSession()).toBeUndefined();
  });

  it("shows the inactive-account message for 'Inactive User'", async () => {
    const { panel, router } = await logIn('/login', inactiveUsername, testPassword);

    await waitFor(() => expect(panel.getByRole('alert')).toHaveTextContent(accountInactive));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('signs in and lands on /Home/MyAccount?action=LoginPage', async () => {
    const { router } = await logIn('/login', 'demo.teacher', testPassword);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Elena Rivera' }),
    ).toBeInTheDocument();
    expect(location(router)).toBe('/Home/MyAccount?action=LoginPage');
    expect(readSession()).toEqual({ token: testSessions.teacher.Token, userId: testSessions.teacher.UserId });
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('goes to the redirect parameter after sign-in', async () => {
    const { router } = await logIn('/login?redirect=%2Fshop%23Prizes', 'demo.teacher', testPassword);

    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    expect(location(router)).toBe('/shop#Prizes');
  });

  it.each(['https://evil.example/steal', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'ignores an off-site redirect %j and lands on the default page',
    async (target) => {
      const { router } = await logIn(
        `/login?redirect=${encodeURIComponent(target)}`,
        'demo.teacher',
        testPassword,
      );

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Welcome, Elena Rivera' }),
      ).toBeInTheDocument();
      expect(location(router)).toBe('/Home/MyAccount?action=LoginPage');
    },
  );

  it("shows the API's message when sign-in is throttled", async () => {
    server.use(
      http.post(mswPath(routes.login), () =>
        HttpResponse.json({ message: 'Too many attempts. Try again in 15 minutes.' }, { status: 429 }),
      ),
    );
    const { panel } = await logIn('/login', 'demo.teacher', 'whatever');

    await waitFor(() =>
      expect(panel.getByRole('alert')).toHaveTextContent('Too many attempts. Try again in 15 minutes.'),
    );
  });
});
