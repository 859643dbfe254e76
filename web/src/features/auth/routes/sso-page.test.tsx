import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import { readSession } from '../../../lib/session-storage';
import { mswPath, validSsoCode } from '../../../testing/handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { signInAs, testSessions } from '../../../testing/sessions';
import { ssoLinkNotValid } from './sso-exchange';
import { findAlertSaying } from '../../../testing/alert';

describe('/sso#code=… (single-sign-on hand-off)', () => {
  it('exchanges the one-time code, keeps the session and lands on /Home/MyAccount', async () => {
    const { router } = renderApp(`/sso#code=${validSsoCode}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex Morgan' }),
    ).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/Home/MyAccount');
    expect(readSession()).toEqual({
      token: testSessions.superAdmin.Token,
      userId: testSessions.superAdmin.UserId,
    });
  });

  it('refuses a code in the query string (query strings reach server and CDN logs)', async () => {
    renderApp(`/sso?code=${validSsoCode}`);
    await findAlertSaying(screen, ssoLinkNotValid);
    expect(readSession()).toBeUndefined();
  });

  it('has replaced the fragment out of the address when it sends the code', async () => {
    const hashesAtExchange: string[] = [];
    const { router } = renderApp(`/sso#code=${validSsoCode}`);
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === routes.exchangeSsoHandoff.path) {
        hashesAtExchange.push(router.state.location.hash);
      }
    });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex Morgan' });
    server.events.removeAllListeners();
    expect(hashesAtExchange).toEqual(['']);
  });

  it("sends the code alone: which site asks is the browser's Origin header, not a body field", async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === routes.exchangeSsoHandoff.path) {
        void request
          .clone()
          .json()
          .then((body: unknown) => bodies.push(body));
      }
    });
    renderApp(`/sso#code=${validSsoCode}`);
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex Morgan' });
    server.events.removeAllListeners();
    expect(bodies).toEqual([{ Code: validSsoCode }]);
  });

  it('works whoever was signed in before', async () => {
    signInAs(testSessions.vendor);
    renderApp(`/sso#code=${validSsoCode}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex Morgan' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['a spent or unknown code', '/sso#code=spent'],
    ['no code', '/sso'],
  ])('explains %s and offers the login page', async (_case, path) => {
    const { router } = renderApp(path);
    await findAlertSaying(screen, ssoLinkNotValid);
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sso');
    expect(readSession()).toBeUndefined();
  });

  it('refuses an answer that is not a session token', async () => {
    server.use(
      http.post(mswPath(routes.exchangeSsoHandoff), () => HttpResponse.json('Authentication Failed')),
    );
    renderApp(`/sso#code=${validSsoCode}`);
    await findAlertSaying(screen, ssoLinkNotValid);
  });
});
