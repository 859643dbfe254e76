import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@thon/shared/api/routes';
import {
  accessCodeInvalid,
  accessCodeLoginFailed,
  enterAccessCode,
  eventEnded,
} from '@thon/shared/catalog/messages';
import { readSession } from '../../../lib/session-storage';
import { mswPath } from '../../../testing/handlers';
import { findPanel } from '../../../testing/login-page';
import { server } from '../../../testing/msw-server';
import { setPageSetting } from '../../../testing/page-settings';
import { renderApp } from '../../../testing/render-app';
import { signInAs, testSessions } from '../../../testing/sessions';

async function logInWithCode(code: string, path = '/login') {
  const app = renderApp(path);
  const panel = await findPanel('accessCode');
  if (code) await app.user.type(panel.getByLabelText('Access code'), code);
  await app.user.click(panel.getByRole('button', { name: 'Log in with access code' }));
  return { ...app, panel };
}

describe('access-code login', () => {
  it('asks for the code when it is empty and sends nothing', async () => {
    let requests = 0;
    server.use(http.post(mswPath(routes.loginWithAccessCode), () => void (requests += 1)));

    const { panel } = await logInWithCode('');

    expect(await panel.findByText(enterAccessCode)).toBeInTheDocument();
    expect(panel.getByLabelText('Access code')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toBe(0);
  });

  it('clears local storage first, signs in, records activity 1 once with the new token, and lands on ?action=AccessCode', async () => {
    signInAs(testSessions.teacher);
    localStorage.setItem('thon.leftover', 'from an earlier visit');
    const storageAtLogin: string[][] = [];
    const activities: { body: unknown; authorization: string | null }[] = [];
    server.use(
      http.post(mswPath(routes.loginWithAccessCode), () => {
        storageAtLogin.push(Object.keys(localStorage));
        return undefined;
      }),
      http.post(mswPath(routes.addActivityOnlyOnce), async ({ request }) => {
        activities.push({ body: await request.json(), authorization: request.headers.get('authorization') });
        return HttpResponse.json({ Added: true });
      }),
    );

    const { router } = await logInWithCode('runava01', '/login');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ava Johnson' }),
    ).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/Home/MyAccount?action=AccessCode',
    );
    expect(storageAtLogin).toEqual([[]]);
    const token = testSessions.participant.Token;
    expect(activities).toEqual([
      { body: { Token: token, ActivityTypeId: 1 }, authorization: `Bearer ${token}` },
    ]);
    expect(readSession()?.userId).toBe(testSessions.participant.UserId);
  });

  it('still signs in when the activity cannot be recorded', async () => {
    server.use(
      http.post(mswPath(routes.addActivityOnlyOnce), () =>
        HttpResponse.json({ message: 'Down' }, { status: 503 }),
      ),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await logInWithCode('RUNAVA01');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ava Johnson' }),
    ).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('honours the redirect parameter', async () => {
    const { router } = await logInWithCode('RUNAVA01', '/login?redirect=%2Fevent%2FLINCOLN26');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/event/LINCOLN26');
  });

  it.each([
    ['an ended event (EXPIRED)', 'FALMIA01', eventEnded],
    ['a failure (ERROR)', 'BROKEN01', accessCodeLoginFailed],
    ['an invalid code', 'NOPE0000', accessCodeInvalid],
  ])('explains %s and stays', async (_case, code, message) => {
    const { panel, router } = await logInWithCode(code);

    await waitFor(() => expect(panel.getByRole('alert')).toHaveTextContent(message));
    expect(router.state.location.pathname).toBe('/login');
    expect(readSession()).toBeUndefined();
  });

  it.each([
    ['Authentication Failed', accessCodeInvalid],
    ['Something unexpected', accessCodeInvalid],
    ['Authentication Failed: ERROR while reading', accessCodeLoginFailed],
  ])('reads the answer %j as %j', async (answer, message) => {
    server.use(http.post(mswPath(routes.loginWithAccessCode), () => HttpResponse.json(answer)));
    const { panel } = await logInWithCode('ANY00001');
    await waitFor(() => expect(panel.getByRole('alert')).toHaveTextContent(message));
  });

  it("sends 'Not Allowed' to the site origin", async () => {
    const { router } = await logInWithCode('ELSEWHERE');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thon' })).toBeInTheDocument();
  });

  it('is not offered on the admin host; the other panels are', async () => {
    setPageSetting('thon-admin-hosts', window.location.hostname);
    renderApp('/login');

    expect(await screen.findByRole('region', { name: 'Log in with your username' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Have an event code?' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Have an access code?' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Access code')).not.toBeInTheDocument();
  });
});
